import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@syna/contracts/constants';
import { mailMessageEndpoints } from '@syna/contracts/endpoints/email';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { sql } from 'drizzle-orm';
import type { TestUser } from '../../../test/support/factories.ts';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import { buildContact, buildInspectionType, readRows } from '../../../test/support/inspection-factories.ts';
import { countRows, orderBody, placeOrder, postOrderType } from '../../../test/support/order-factories.ts';

const world = useOrderWorld();
let energy: { id: string };
let orderType: { id: string };

beforeAll(async () => {
  energy = await buildInspectionType(world.app, world.firm.id, { name: 'Energideklaration' });
  orderType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    inspectionTypeIds: [world.villa.id, energy.id],
  });
});

/** Places an order and answers its id and number. */
const placeOrderNow = (overrides = {}, language: Language = 'sv') =>
  placeOrder(
    world.app,
    world.firm.id,
    orderBody(
      { orderTypeId: orderType.id, types: [world.villa.id, energy.id], preferredDate: world.nextDate },
      overrides,
    ),
    language,
  );

const decide = (
  id: string,
  accept: boolean | null,
  body: object = {},
  user: TestUser = world.owner,
  tenant = world.firm.id,
) =>
  world.as(user).send(orderEndpoints.handle, {
    params: { tenant, id },
    query: accept === null ? {} : { accept: String(accept) },
    body: body as never,
  });

/** The inspection an accepted order became, as the owner reads it. */
const inspectionOf = (id: string) =>
  world.as(world.owner).ok(inspectionEndpoints.get, { params: { tenant: world.firm.id, id } });

const inspectionsOfOrder = (number: string) =>
  readRows<{ id: string }>(
    world.app,
    world.firm.id,
    sql`SELECT id FROM inspections WHERE order_number = ${number}`,
  );

describe('accepting an order', () => {
  it('creates one assignment per ordered type, related to each other, with the parties, roles, address, date, estate and inspector', async () => {
    const order = await placeOrderNow({ preferredTime: '10:00' });
    const response = await decide(order.id, true, { inspectorId: world.inspector.id });
    expect(response.statusCode).toBe(200);
    const accepted = response.json();
    expect(accepted).toMatchObject({
      status: 'accepted',
      decidedBy: { id: world.owner.id, name: 'Olle Ägare' },
      inspection: { id: expect.any(String), number: expect.any(String) },
    });
    expect(accepted.decided).not.toBeNull();
    expect(await inspectionsOfOrder(order.number)).toHaveLength(2);
    expect(accepted.inspections).toHaveLength(2);
    expect(accepted.inspections[0]).toEqual(accepted.inspection);
    const energyAssignment = await inspectionOf(accepted.inspections[1].id);
    expect(energyAssignment).toMatchObject({
      type: { id: energy.id },
      inspector: { id: world.inspector.id },
      customer: { name: 'Karin Köpsson' },
      orderNumber: order.number,
    });
    expect(energyAssignment.linked).toEqual([
      expect.objectContaining({ id: accepted.inspection.id, kind: 'related' }),
    ]);
    expect(energyAssignment.contacts).toHaveLength(3);

    const inspection = await inspectionOf(accepted.inspection.id);
    expect(inspection.linked).toEqual([
      expect.objectContaining({ id: energyAssignment.id, kind: 'related' }),
    ]);
    expect(inspection).toMatchObject({
      number: accepted.inspection.number,
      customer: { name: 'Karin Köpsson' },
      address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå' },
      type: { id: world.villa.id },
      date: world.nextDate,
      startTime: '10:00',
      orderNumber: order.number,
      orderSource: 'web',
      inspector: { id: world.inspector.id },
      // The customer's words and wish stay apart from the firm's description and the booking.
      description: 'Villa med källare',
      customerMessage: 'Nyckel finns hos grannen',
      preferredDate: world.nextDate,
      preferredTime: '10:00',
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
      world.app,
      world.firm.id,
      sql`SELECT name, number, origin FROM contacts WHERE origin = ${`Beställning ${order.number}`} ORDER BY name`,
    );
    expect(addressBook).toEqual([
      { name: 'Karin Köpsson', number: '19811218-9876', origin: `Beställning ${order.number}` },
      { name: 'Mats Mäklarsson', number: null, origin: `Beställning ${order.number}` },
      { name: 'Säljbolaget AB', number: '556036-0793', origin: `Beställning ${order.number}` },
    ]);
  });

  it('e-mails the customer the booking with date, time, address and inspector, listed on the assignment', async () => {
    const otherFirmMails = await countRows(world.app, world.otherFirm.id, 'mail_outbox');
    const order = await placeOrderNow({ preferredTime: '10:00' });
    const accepted = (await decide(order.id, true, { inspectorId: world.inspector.id })).json();
    const first = await inspectionOf(accepted.inspection.id);
    const mails = await readRows<{
      recipients: string[];
      subject: string;
      text_body: string;
      contact_id: string;
    }>(
      world.app,
      world.firm.id,
      sql`SELECT recipients, subject, text_body, contact_id FROM mail_outbox
          WHERE inspection_id = ${accepted.inspection.id}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipients: ['karin.kopsson@example.se'],
      subject: `Bokningsbekräftelse: besiktning ${world.nextDate}`,
      contact_id: first.customer!.id,
    });
    expect(mails[0]!.text_body).toBe(
      [
        'Hej Karin Köpsson,',
        '',
        'Din besiktning hos Besiktningsfirman AB är bokad.',
        '',
        `Datum: ${world.nextDate}`,
        'Tid: 10:00',
        'Adress: Storgatan 12, 903 25 Umeå',
        `Besiktningsman: ${first.inspector!.name}`,
        `Uppdrag: ${first.number}`,
        '',
        'Med vänliga hälsningar',
        'Besiktningsfirman AB',
        '',
      ].join('\n'),
    );
    expect(await countRows(world.app, world.otherFirm.id, 'mail_outbox')).toBe(otherFirmMails);
  });

  it('confirms the booking in the language of the page the order came from, and lists both mails on the order', async () => {
    const order = await placeOrderNow({ preferredTime: '10:00' }, 'en');
    await decide(order.id, true, { inspectorId: world.inspector.id });
    const listed = await world.as(world.owner).ok(mailMessageEndpoints.sent, {
      params: { tenant: world.firm.id },
      query: { orderId: order.id },
    });
    // Newest first; the two mails of the order's arrival were written in one moment.
    const [booking, ...received] = listed.items.map((mail) => `${mail.subject} → ${mail.to.join()}`);
    expect(booking).toBe(`Booking confirmed: inspection on ${world.nextDate} → karin.kopsson@example.se`);
    expect(received.sort()).toEqual([
      `We have received order ${order.number} → karin.kopsson@example.se`,
      `We have received order ${order.number} → mats@maklarna.se`,
    ]);
    // Reading an order's mails is the order's right: a member without it is refused.
    const refused = await world.as(world.guest).send(mailMessageEndpoints.sent, {
      params: { tenant: world.firm.id },
      query: { orderId: order.id },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('reuses address-book contacts matched by number, then by e-mail, as chosen, and the roles already there', async () => {
    const known = await buildContact(world.app, world.firm.id, {
      name: 'Kund Sedan Tidigare',
      type: 'person',
    });
    await readRows(
      world.app,
      world.firm.id,
      sql`UPDATE contacts SET number = '19121212-1212' WHERE id = ${known.id} RETURNING id`,
    );
    const broker = await buildContact(world.app, world.firm.id, {
      name: 'Mäklarbyrån',
      email: 'KONTOR@maklarbyran.se',
    });
    const contactsBefore = await countRows(world.app, world.firm.id, 'contacts');
    const order = await placeOrderNow({
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
    const accepted = (
      await decide(order.id, true, { parties: { customer: 'existing', broker: 'existing' } })
    ).json();
    const inspection = await inspectionOf(accepted.inspection.id);
    expect(inspection.customer).toMatchObject({ id: known.id, name: 'Kund Sedan Tidigare' });
    expect(
      inspection.contacts.map((contact: { contact: { id: string } }) => contact.contact.id).sort(),
    ).toEqual([known.id, broker.id].sort());
    expect(await countRows(world.app, world.firm.id, 'contacts')).toBe(contactsBefore);
    await decide((await placeOrderNow()).id, true);
    const roles = await readRows<{ name: string }>(
      world.app,
      world.firm.id,
      sql`SELECT name FROM contact_roles ORDER BY name`,
    );
    expect(roles.map((role) => role.name)).toEqual(['Beställare', 'Mäklare', 'Säljare']);
  });

  it('applies corrections, the ordered types among them, before creating the assignments', async () => {
    const order = await placeOrderNow();
    const response = await decide(order.id, true, {
      estateNumber: 'Tegsbacken 3:1',
      preferredDate: '2031-06-02',
      types: [energy.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ estateNumber: 'Tegsbacken 3:1', preferredDate: '2031-06-02' });
    const [inspection] = await readRows<{
      type_id: string;
      date: string;
      attributes: Record<string, string>;
    }>(
      world.app,
      world.firm.id,
      sql`SELECT type_id, to_char(date, 'YYYY-MM-DD') AS date, attributes FROM inspections WHERE order_number = ${order.number}`,
    );
    expect(inspection).toMatchObject({
      type_id: energy.id,
      date: '2031-06-02',
      attributes: { 'estate.number': 'Tegsbacken 3:1' },
    });
  });

  it('books the assignments at another date and time than the customer asked for, which both keep', async () => {
    const order = await placeOrderNow({ preferredTime: '10:00' });
    const response = await decide(order.id, true, { bookedDate: '2031-06-03', bookedTime: '13:30' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ preferredDate: world.nextDate, preferredTime: '10:00' });
    const inspection = await inspectionOf(response.json().inspection.id);
    expect(inspection).toMatchObject({
      date: '2031-06-03',
      startTime: '13:30',
      preferredDate: world.nextDate,
      preferredTime: '10:00',
    });

    const unbooked = await placeOrderNow({ preferredTime: '10:00' });
    const bad = await decide(unbooked.id, true, { bookedTime: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['body.bookedTime']);
    expect(await inspectionsOfOrder(unbooked.number)).toEqual([]);
  });

  it('refuses a second accept with 409 naming the assignment, and keeps one assignment', async () => {
    const order = await placeOrderNow();
    const first = (await decide(order.id, true)).json();
    const second = await decide(order.id, true);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(`Beställningen är redan hanterad (uppdrag ${first.inspection.number})`);
    expect(await inspectionsOfOrder(order.number)).toHaveLength(2);
  });

  it('creates one acceptance’s assignments when two accepts of the same order arrive at once', async () => {
    const order = await placeOrderNow();
    const responses = await Promise.all([
      decide(order.id, true),
      decide(order.id, true, {}, world.inspector),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await inspectionsOfOrder(order.number)).toHaveLength(2);
  });

  it('lets a member accept, but not a reader', async () => {
    const order = await placeOrderNow();
    expect((await decide(order.id, true, {}, world.viewer)).statusCode).toBe(403);
    expect((await decide(order.id, true, {}, world.inspector)).statusCode).toBe(200);
  });

  it('refuses an inspection type or inspector that is not the firm’s, and creates nothing', async () => {
    const order = await placeOrderNow();
    const foreignType = await buildInspectionType(world.app, world.otherFirm.id);
    const before = await countRows(world.app, world.firm.id, 'inspections');
    const badType = await decide(order.id, true, { types: [foreignType.id] });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors['body.types']).toBeDefined();
    const badInspector = await decide(order.id, true, { inspectorId: world.stranger.id });
    expect(badInspector.statusCode).toBe(400);
    expect(badInspector.json().errors['body.inspectorId']).toBeDefined();
    expect(await countRows(world.app, world.firm.id, 'inspections')).toBe(before);
    const [row] = await readRows<{ status: string }>(
      world.app,
      world.firm.id,
      sql`SELECT status FROM orders WHERE id = ${order.id}`,
    );
    expect(row!.status).toBe('new');
    // The refused request's corrections are not kept either.
    expect(
      (
        await world
          .as(world.owner)
          .ok(orderEndpoints.get, { params: { tenant: world.firm.id, id: order.id } })
      ).types,
    ).toHaveLength(2);
  });

  it('answers another firm’s order with 404', async () => {
    const order = await placeOrderNow();
    const response = await decide(order.id, true, {}, world.stranger, world.otherFirm.id);
    expect(response.statusCode).toBe(404);
    expect(await inspectionsOfOrder(order.number)).toHaveLength(0);
  });
});

describe('rejecting and correcting an order', () => {
  it('rejects an order without creating an assignment; it cannot be accepted afterwards', async () => {
    const order = await placeOrderNow();
    const response = await decide(order.id, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      inspection: null,
      decidedBy: { id: world.owner.id },
    });
    expect(await inspectionsOfOrder(order.number)).toHaveLength(0);
    const later = await decide(order.id, true);
    expect(later.statusCode).toBe(409);
    expect(later.json().detail).toBe('Beställningen är redan hanterad (den är avböjd)');
  });

  it('saves corrections without a decision', async () => {
    const order = await placeOrderNow();
    const response = await decide(order.id, null, { message: 'Ring innan', types: [energy.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'new',
      message: 'Ring innan',
      types: [{ id: energy.id, name: 'Energideklaration' }],
    });
  });
});
