import { beforeAll, describe, expect, it } from 'vitest';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { sql } from 'drizzle-orm';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import { buildContact, readRows } from '../../../test/support/inspection-factories.ts';
import { countRows, orderBody, placeOrder, postOrderType } from '../../../test/support/order-factories.ts';

// Accepting an order whose parties match address-book contacts (by number, else e-mail) with
// other details: staff see the differences and decide per party; nothing is dropped silently.

const world = useOrderWorld();
let orderType: { id: string };

beforeAll(async () => {
  orderType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    inspectionTypeIds: [world.villa.id],
  });
});

/** Karin Lindqvist in the address book, with Sven Berg's personnummer (a typing error somewhere). */
async function buildKarin(number: string) {
  const karin = await buildContact(world.app, world.firm.id, { name: 'Karin Lindqvist', type: 'person' });
  await readRows(
    world.app,
    world.firm.id,
    sql`UPDATE contacts SET number = ${number}, first_name = 'Karin', last_name = 'Lindqvist',
        email = 'karin@lindqvist.se', phone = '070-000 00 00' WHERE id = ${karin.id} RETURNING id`,
  );
  return karin;
}

const contactRow = (id: string) =>
  readRows<{ name: string; email: string | null; phone: string | null; number: string | null }>(
    world.app,
    world.firm.id,
    sql`SELECT name, email, phone, number FROM contacts WHERE id = ${id}`,
  ).then((rows) => rows[0]!);

/** An order from Sven Berg with the given personnummer; no seller or broker unless told. */
const placeSvensOrder = (number: string, overrides = {}) =>
  placeOrder(
    world.app,
    world.firm.id,
    orderBody(
      { orderTypeId: orderType.id, types: [world.villa.id], preferredDate: world.nextDate },
      {
        customer: {
          type: 'person',
          firstName: 'Sven',
          lastName: 'Berg',
          email: 'sven@berg.se',
          phone: '070-999 88 77',
          number,
        },
        owner1: null,
        broker: null,
        ...overrides,
      },
    ),
  );

const accept = (id: string, body: object) =>
  world.as(world.owner).send(orderEndpoints.handle, {
    params: { tenant: world.firm.id, id },
    query: { accept: 'true' },
    body: body as never,
  });
const orderOf = (id: string) =>
  world.as(world.owner).ok(orderEndpoints.get, { params: { tenant: world.firm.id, id } });
const inspectionOf = (id: string) =>
  world.as(world.owner).ok(inspectionEndpoints.get, { params: { tenant: world.firm.id, id } });

describe('a customer who matches a contact with other details', () => {
  it('shows the differences side by side', async () => {
    const karin = await buildKarin('19121212-1212');
    const order = await placeSvensOrder('19121212-1212');
    const matches = await world
      .as(world.inspector)
      .ok(orderEndpoints.matches, { params: { tenant: world.firm.id, id: order.id } });
    expect(matches.items).toEqual([
      expect.objectContaining({
        role: 'customer',
        matchedBy: 'number',
        contact: expect.objectContaining({ id: karin.id, name: 'Karin Lindqvist' }),
        differences: [
          { field: 'name', ordered: 'Sven Berg', existing: 'Karin Lindqvist' },
          { field: 'email', ordered: 'sven@berg.se', existing: 'karin@lindqvist.se' },
          { field: 'phone', ordered: '070-999 88 77', existing: '070-000 00 00' },
        ],
      }),
    ]);
    await readRows(world.app, world.firm.id, sql`DELETE FROM contacts WHERE id = ${karin.id} RETURNING id`);
  });

  it('refuses an acceptance that does not say what to do, and changes nothing', async () => {
    const karin = await buildKarin('19121212-1212');
    const order = await placeSvensOrder('19121212-1212');
    const before = {
      inspections: await countRows(world.app, world.firm.id, 'inspections'),
      contacts: await countRows(world.app, world.firm.id, 'contacts'),
    };
    const response = await accept(order.id, { message: 'Rättad', parties: { owner1: 'new' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['body.parties.customer']);
    expect(response.json().errors['body.parties.customer'][0]).toContain('Karin Lindqvist');
    expect(await countRows(world.app, world.firm.id, 'inspections')).toBe(before.inspections);
    expect(await countRows(world.app, world.firm.id, 'contacts')).toBe(before.contacts);
    expect(await orderOf(order.id)).toMatchObject({ status: 'new', message: 'Nyckel finns hos grannen' });
    expect(await contactRow(karin.id)).toMatchObject({
      name: 'Karin Lindqvist',
      email: 'karin@lindqvist.se',
    });
    await readRows(world.app, world.firm.id, sql`DELETE FROM contacts WHERE id = ${karin.id} RETURNING id`);
  });

  it('uses the existing contact as chosen, keeps the order’s details beside it and the order as ordered', async () => {
    const karin = await buildKarin('19121212-1212');
    const order = await placeSvensOrder('19121212-1212');
    const response = await accept(order.id, { parties: { customer: 'existing' } });
    expect(response.statusCode).toBe(200);
    const accepted = response.json();
    expect(accepted.customer).toMatchObject({ firstName: 'Sven', lastName: 'Berg', email: 'sven@berg.se' });
    const inspection = await inspectionOf(accepted.inspection.id);
    expect(inspection.customer).toMatchObject({ id: karin.id, name: 'Karin Lindqvist' });
    expect(inspection.contacts[0]).toMatchObject({
      contact: { id: karin.id },
      note: 'Enligt beställningen: namn Sven Berg, e-post sven@berg.se, telefon 070-999 88 77',
    });
    expect(await contactRow(karin.id)).toMatchObject({
      name: 'Karin Lindqvist',
      email: 'karin@lindqvist.se',
    });
    await readRows(
      world.app,
      world.firm.id,
      sql`UPDATE contacts SET number = NULL WHERE id = ${karin.id} RETURNING id`,
    );
  });

  it('updates the contact with the order’s details as chosen', async () => {
    const karin = await buildKarin('19121212-1212');
    const order = await placeSvensOrder('19121212-1212');
    const accepted = (await accept(order.id, { parties: { customer: 'update' } })).json();
    const inspection = await inspectionOf(accepted.inspection.id);
    expect(inspection.customer).toMatchObject({ id: karin.id, name: 'Sven Berg' });
    expect(inspection.contacts[0]!.note).toBeNull();
    expect(await contactRow(karin.id)).toEqual({
      name: 'Sven Berg',
      email: 'sven@berg.se',
      phone: '070-999 88 77',
      number: '19121212-1212',
    });
    await readRows(
      world.app,
      world.firm.id,
      sql`UPDATE contacts SET number = NULL WHERE id = ${karin.id} RETURNING id`,
    );
  });

  it('creates a new contact for the party as chosen and leaves the match as it was', async () => {
    const karin = await buildKarin('19121212-1212');
    const order = await placeSvensOrder('19121212-1212');
    const contactsBefore = await countRows(world.app, world.firm.id, 'contacts');
    const accepted = (await accept(order.id, { parties: { customer: 'new' } })).json();
    const inspection = await inspectionOf(accepted.inspection.id);
    expect(inspection.customer!.id).not.toBe(karin.id);
    expect(await contactRow(inspection.customer!.id)).toEqual({
      name: 'Sven Berg',
      email: 'sven@berg.se',
      phone: '070-999 88 77',
      number: '19121212-1212',
    });
    expect(await countRows(world.app, world.firm.id, 'contacts')).toBe(contactsBefore + 1);
    expect(await contactRow(karin.id)).toMatchObject({ name: 'Karin Lindqvist' });
  });
});

describe('sellers and the broker who match contacts with other details', () => {
  it('asks for each of them, and applies each decision', async () => {
    const seller = await buildContact(world.app, world.firm.id, { name: 'Gamla Säljbolaget AB' });
    await readRows(
      world.app,
      world.firm.id,
      sql`UPDATE contacts SET number = '556036-0793' WHERE id = ${seller.id} RETURNING id`,
    );
    const broker = await buildContact(world.app, world.firm.id, {
      name: 'Mäklarhuset',
      type: 'person',
      email: 'mats@maklarna.se',
    });
    const order = await placeSvensOrder('811218-9876', {
      customer: {
        type: 'person',
        firstName: 'Karin',
        lastName: 'Köpsson',
        number: '811218-9876',
        email: 'karin.kopsson@example.se',
      },
      owner1: { type: 'company', companyName: 'Säljbolaget AB', number: '5560360793' },
      broker: { type: 'person', firstName: 'Mats', lastName: 'Mäklarsson', email: 'mats@maklarna.se' },
    });
    const refused = await accept(order.id, {});
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['body.parties.broker', 'body.parties.owner1']);

    const accepted = (await accept(order.id, { parties: { owner1: 'update', broker: 'new' } })).json();
    const inspection = await inspectionOf(accepted.inspection.id);
    const names = inspection.contacts.map(
      (contact: { contact: { id: string; name: string } }) => contact.contact,
    );
    expect(names).toContainEqual(expect.objectContaining({ id: seller.id, name: 'Säljbolaget AB' }));
    expect(names.map((contact: { id: string }) => contact.id)).not.toContain(broker.id);
    expect(names.map((contact: { name: string }) => contact.name)).toContain('Mats Mäklarsson');
  });
});
