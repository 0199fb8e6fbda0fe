import { describe, expect, it } from 'vitest';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { TestUser } from '../../../test/support/factories.ts';
import {
  buildContact,
  buildContactRole,
  buildInspectionLookups,
  postInspection,
} from '../../../test/support/inspection-factories.ts';
import { setUpTwoFirms } from '../../../test/support/two-firms.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const DAY = '2026-12-01';
const address = (street: string) => ({
  address: street,
  postalCode: '903 25',
  city: 'Umeå',
  region: '',
  country: 'SE',
});

// An inspector with three assignments on one day (booked out of time order), one the day after,
// and the owner's and another firm's assignments on the same day.
const world = useWorld(async () => {
  const firms = await setUpTwoFirms({ name: 'inspector', roles: ['user'] });
  const { app, firm, otherFirm, owner, outsider, inspector } = firms;
  const lookups = await buildInspectionLookups(app, firm.id);
  const customer = await buildContact(app, firm.id, {
    name: 'Karin Köpare',
    type: 'person',
    phone: '070-123 45 67',
    email: 'karin@example.se',
  });
  const broker = await buildContact(app, firm.id, { name: 'Mäklarhuset', phone: '+46 90 12 34 56' });
  const brokerRole = await buildContactRole(app, firm.id, { name: 'Mäklare' });
  const book = (user: TestUser, body: Record<string, unknown>) =>
    postInspection(app, firm.id, owner.auth, { typeId: lookups.type.id, inspectorId: user.id, ...body });
  const afternoon = await book(inspector, {
    date: DAY,
    startTime: '13:30',
    address: address('Kungsgatan 1'),
    customerId: customer.id,
    contacts: [{ contactId: broker.id, roleId: brokerRole.id }],
  });
  const morning = await book(inspector, { date: DAY, startTime: '08:00', address: address('Storgatan 12') });
  const untimed = await book(inspector, { date: DAY });
  await book(inspector, { date: '2026-12-02', startTime: '07:00' });
  await book(owner, { date: DAY, startTime: '09:00' });
  const otherType = (await buildInspectionLookups(app, otherFirm.id)).type;
  await postInspection(app, otherFirm.id, outsider.auth, {
    typeId: otherType.id,
    inspectorId: outsider.id,
    date: DAY,
    startTime: '10:00',
  });
  return { ...firms, customer, broker, afternoon, morning, untimed };
});

const dayOf = (user: TestUser, tenant = world.firm.id, date = DAY) =>
  world.as(user).send(inspectionEndpoints.day, { params: { tenant }, query: { date } });

describe('GET /inspections/day', () => {
  it("lists the caller's own assignments of the day in time order, those without a time last", async () => {
    const response = await dayOf(world.inspector);
    expect(response.statusCode).toBe(200);
    const day = response.json<{ date: string; items: { id: string; startTime: string | null }[] }>();
    expect(day.date).toBe(DAY);
    expect(day.items.map((item) => [item.id, item.startTime])).toEqual([
      [world.morning.id, '08:00'],
      [world.afternoon.id, '13:30'],
      [world.untimed.id, null],
    ]);
  });

  it('carries the address and how the customer and the other contacts are reached', async () => {
    const day = await world.as(world.inspector).ok(inspectionEndpoints.day, {
      params: { tenant: world.firm.id },
      query: { date: DAY },
    });
    const afternoon = day.items.find((item) => item.id === world.afternoon.id)!;
    expect(afternoon.address?.address).toBe('Kungsgatan 1');
    expect(afternoon.customer).toEqual({
      id: world.customer.id,
      name: 'Karin Köpare',
      phone: '070-123 45 67',
      email: 'karin@example.se',
    });
    expect(afternoon.contacts).toEqual([
      expect.objectContaining({
        contact: { id: world.broker.id, name: 'Mäklarhuset', phone: '+46 90 12 34 56', email: null },
        role: expect.objectContaining({ name: 'Mäklare' }),
      }),
    ]);
  });

  it("shows the owner only the owner's assignments, and a day without any is empty", async () => {
    const owners = (await dayOf(world.owner)).json<{ items: { startTime: string }[] }>();
    expect(owners.items.map((item) => item.startTime)).toEqual(['09:00']);
    expect((await dayOf(world.inspector, world.firm.id, '2026-12-05')).json()).toEqual({
      date: '2026-12-05',
      items: [],
    });
  });

  it("never shows another firm's assignments, and refuses another firm's members", async () => {
    const outsiders = (await dayOf(world.outsider, world.otherFirm.id)).json<{ items: unknown[] }>();
    expect(outsiders.items).toHaveLength(1);
    expect(JSON.stringify(outsiders)).not.toContain(world.morning.id);
    expect((await dayOf(world.outsider)).statusCode).toBe(403);
    expect((await dayOf(world.inspector, world.otherFirm.id)).statusCode).toBe(403);
  });

  it('refuses a date that is not one', async () => {
    const response = await dayOf(world.inspector, world.firm.id, '2026-13-40');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { 'querystring.date': expect.any(Array) } });
  });
});

describe('GET /inspections/{id}', () => {
  it('tells how the customer and each contact are reached', async () => {
    const inspection = await world.as(world.inspector).ok(inspectionEndpoints.get, {
      params: { tenant: world.firm.id, id: world.afternoon.id },
    });
    expect(inspection.customer).toMatchObject({ phone: '070-123 45 67', email: 'karin@example.se' });
    expect(inspection.contacts[0]!.contact).toMatchObject({ name: 'Mäklarhuset', phone: '+46 90 12 34 56' });
  });
});
