import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildContact, buildInspectionType, readRows } from '../../../test/support/inspection-factories.ts';
import {
  countRows,
  nextDateOf,
  orderBody,
  postOrderType,
  submitOrder,
} from '../../../test/support/order-factories.ts';

let app: FastifyInstance;
let owner: TestUser;
let inspector: TestUser;
let viewer: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let stranger: TestUser;
let villa: { id: string };
let energy: { id: string };
let orderType: { id: string };
let nextDate: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app, { name: 'Olle Ägare' });
  inspector = await buildUser(app, { name: 'Ingrid Inspektör' });
  viewer = await buildUser(app, { name: 'Vera Läsare' });
  stranger = await buildUser(app);
  firm = await buildTenant(app, owner, {
    members: [
      { user: inspector, roles: ['user'] },
      { user: viewer, roles: ['viewer'] },
    ],
  });
  otherFirm = await buildTenant(app, stranger);
  villa = await buildInspectionType(app, firm.id, { name: 'Överlåtelsebesiktning' });
  energy = await buildInspectionType(app, firm.id, { name: 'Energideklaration' });
  orderType = await postOrderType(app, firm.id, owner.auth, { inspectionTypeIds: [villa.id, energy.id] });
  nextDate = await nextDateOf(app, firm.id);
});
afterAll(async () => app?.close());

/** Places an order and answers its id and number. */
async function placeOrder(overrides = {}): Promise<{ id: string; number: string }> {
  const response = await submitOrder(
    app,
    firm.id,
    orderBody(
      { orderTypeId: orderType.id, types: [villa.id, energy.id], preferredDate: nextDate },
      overrides,
    ),
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  const { number } = response.json();
  const [row] = await readRows<{ id: string }>(
    app,
    firm.id,
    sql`SELECT id FROM orders WHERE number = ${number}`,
  );
  return { id: row!.id, number };
}

const decide = (
  id: string,
  accept: boolean | null,
  body: object = {},
  user: TestUser = owner,
  tenant = firm.id,
) =>
  app.inject({
    method: 'PUT',
    url: `/${tenant}/v1/vb/admin/order/${id}${accept === null ? '' : `?accept=${accept}`}`,
    headers: user.auth,
    payload: body,
  });

const inspectionsOfOrder = (number: string) =>
  readRows<{ id: string }>(app, firm.id, sql`SELECT id FROM inspections WHERE order_number = ${number}`);

describe('accepting an order', () => {
  it('creates exactly one assignment with the parties, roles, address, date and estate', async () => {
    const order = await placeOrder({ preferredTime: '10:00' });
    const response = await decide(order.id, true, { inspectorId: inspector.id });
    expect(response.statusCode).toBe(200);
    const accepted = response.json();
    expect(accepted).toMatchObject({
      status: 'accepted',
      decidedBy: { id: owner.id, name: 'Olle Ägare' },
      inspection: { id: expect.any(String), number: expect.any(String) },
    });
    expect(accepted.decided).not.toBeNull();
    expect(await inspectionsOfOrder(order.number)).toHaveLength(1);

    const inspection = (
      await app.inject({
        method: 'GET',
        url: `/${firm.id}/v1/inspections/inspections/${accepted.inspection.id}`,
        headers: owner.auth,
      })
    ).json();
    expect(inspection).toMatchObject({
      number: accepted.inspection.number,
      customer: { name: 'Karin Köpsson' },
      address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå' },
      type: { id: villa.id },
      date: nextDate,
      startTime: '10:00',
      orderNumber: order.number,
      orderSource: 'web',
      inspector: { id: inspector.id },
      description: 'Nyckel finns hos grannen\n\nVilla med källare',
      attributes: { 'estate.location': 'Umeå', 'estate.number': 'Tegsbacken 2:14' },
    });
    expect(inspection.orderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const contacts = (
      inspection.contacts as { contact: { name: string }; role: { name: string }; appointedBy: string }[]
    )
      .map((contact) => [contact.contact.name, contact.role.name, contact.appointedBy])
      .sort();
    expect(contacts).toEqual(
      [
        ['Karin Köpsson', 'Beställare', 'order'],
        ['Mats Mäklarsson', 'Mäklare', 'order'],
        ['Säljbolaget AB', 'Säljare', 'order'],
      ].sort(),
    );

    const addressBook = await readRows<{ name: string; number: string | null; origin: string }>(
      app,
      firm.id,
      sql`SELECT name, number, origin FROM contacts WHERE origin = ${`Beställning ${order.number}`} ORDER BY name`,
    );
    expect(addressBook).toEqual([
      { name: 'Karin Köpsson', number: '19811218-9876', origin: `Beställning ${order.number}` },
      { name: 'Mats Mäklarsson', number: null, origin: `Beställning ${order.number}` },
      { name: 'Säljbolaget AB', number: '556036-0793', origin: `Beställning ${order.number}` },
    ]);
  });

  it('reuses address-book contacts matched by number, then by e-mail, and the roles already there', async () => {
    const known = await buildContact(app, firm.id, { name: 'Kund Sedan Tidigare', type: 'person' });
    await readRows(
      app,
      firm.id,
      sql`UPDATE contacts SET number = '19121212-1212' WHERE id = ${known.id} RETURNING id`,
    );
    const broker = await buildContact(app, firm.id, { name: 'Mäklarbyrån', email: 'KONTOR@maklarbyran.se' });
    const contactsBefore = await countRows(app, firm.id, 'contacts');
    const order = await placeOrder({
      customer: {
        type: 'person',
        firstName: 'Tolvan',
        lastName: 'Tolvansson',
        number: '19121212-1212',
        phone: '070-111 22 33',
      },
      owner1: null,
      broker: { type: 'company', companyName: 'Mäklarbyrån i Umeå', email: 'kontor@maklarbyran.se' },
    });
    const accepted = (await decide(order.id, true)).json();
    const inspection = (
      await app.inject({
        method: 'GET',
        url: `/${firm.id}/v1/inspections/inspections/${accepted.inspection.id}`,
        headers: owner.auth,
      })
    ).json();
    expect(inspection.customer).toEqual({ id: known.id, name: 'Kund Sedan Tidigare' });
    expect(
      inspection.contacts.map((contact: { contact: { id: string } }) => contact.contact.id).sort(),
    ).toEqual([known.id, broker.id].sort());
    expect(await countRows(app, firm.id, 'contacts')).toBe(contactsBefore);
    await decide((await placeOrder()).id, true);
    const roles = await readRows<{ name: string }>(
      app,
      firm.id,
      sql`SELECT name FROM contact_roles ORDER BY name`,
    );
    expect(roles.map((role) => role.name)).toEqual(['Beställare', 'Mäklare', 'Säljare']);
  });

  it('applies corrections and the chosen inspection type before creating the assignment', async () => {
    const order = await placeOrder();
    const response = await decide(order.id, true, {
      estateNumber: 'Tegsbacken 3:1',
      preferredDate: '2031-06-02',
      inspectionTypeId: energy.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ estateNumber: 'Tegsbacken 3:1', preferredDate: '2031-06-02' });
    const [inspection] = await readRows<{
      type_id: string;
      date: string;
      attributes: Record<string, string>;
    }>(
      app,
      firm.id,
      sql`SELECT type_id, to_char(date, 'YYYY-MM-DD') AS date, attributes FROM inspections WHERE order_number = ${order.number}`,
    );
    expect(inspection).toMatchObject({
      type_id: energy.id,
      date: '2031-06-02',
      attributes: { 'estate.number': 'Tegsbacken 3:1' },
    });
  });

  it('refuses a second accept with 409 naming the assignment, and keeps one assignment', async () => {
    const order = await placeOrder();
    const first = (await decide(order.id, true)).json();
    const second = await decide(order.id, true);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(`Beställningen är redan hanterad (uppdrag ${first.inspection.number})`);
    expect(await inspectionsOfOrder(order.number)).toHaveLength(1);
  });

  it('creates one assignment when two accepts of the same order arrive at once', async () => {
    const order = await placeOrder();
    const responses = await Promise.all([decide(order.id, true), decide(order.id, true, {}, inspector)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await inspectionsOfOrder(order.number)).toHaveLength(1);
  });

  it('lets a member accept, but not a reader', async () => {
    const order = await placeOrder();
    expect((await decide(order.id, true, {}, viewer)).statusCode).toBe(403);
    expect((await decide(order.id, true, {}, inspector)).statusCode).toBe(200);
  });

  it('refuses an inspection type or inspector that is not the firm’s, and creates nothing', async () => {
    const order = await placeOrder();
    const foreignType = await buildInspectionType(app, otherFirm.id);
    const before = await countRows(app, firm.id, 'inspections');
    const badType = await decide(order.id, true, { inspectionTypeId: foreignType.id });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors['body.inspectionTypeId']).toBeDefined();
    const badInspector = await decide(order.id, true, { inspectorId: stranger.id });
    expect(badInspector.statusCode).toBe(400);
    expect(badInspector.json().errors['body.inspectorId']).toBeDefined();
    expect(await countRows(app, firm.id, 'inspections')).toBe(before);
    const [row] = await readRows<{ status: string }>(
      app,
      firm.id,
      sql`SELECT status FROM orders WHERE id = ${order.id}`,
    );
    expect(row!.status).toBe('new');
  });

  it('answers another firm’s order with 404', async () => {
    const order = await placeOrder();
    const response = await decide(order.id, true, {}, stranger, otherFirm.id);
    expect(response.statusCode).toBe(404);
    expect(await inspectionsOfOrder(order.number)).toHaveLength(0);
  });
});

describe('rejecting and correcting an order', () => {
  it('rejects an order without creating an assignment; it cannot be accepted afterwards', async () => {
    const order = await placeOrder();
    const response = await decide(order.id, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      inspection: null,
      decidedBy: { id: owner.id },
    });
    expect(await inspectionsOfOrder(order.number)).toHaveLength(0);
    const later = await decide(order.id, true);
    expect(later.statusCode).toBe(409);
    expect(later.json().detail).toBe('Beställningen är redan hanterad (den är avböjd)');
  });

  it('saves corrections without a decision', async () => {
    const order = await placeOrder();
    const response = await decide(order.id, null, { message: 'Ring innan', types: [energy.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'new',
      message: 'Ring innan',
      types: [{ id: energy.id, name: 'Energideklaration' }],
    });
  });
});
