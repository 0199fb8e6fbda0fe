import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CALENDAR_MAX_DAYS } from '@syna/contracts/orders';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import { sql } from 'drizzle-orm';
import { availabilityEndpoints } from '@syna/contracts/endpoints/availability';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { ISO_WEEKDAYS } from '@syna/contracts/tenant';
import type { TestUser } from '../../../test/support/factories.ts';
import { postInspection, readRows } from '../../../test/support/inspection-factories.ts';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import {
  changeSettings,
  orderBody,
  placeOrder,
  submitOrder,
  postOrderType,
} from '../../../test/support/order-factories.ts';
import { addDays } from '@syna/contracts/time-zone';
import { lockBookingDay } from './order-calendar.repo.ts';

const world = useOrderWorld();
let orderType: { id: string };

beforeAll(async () => {
  orderType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    inspectionTypeIds: [world.villa.id],
  });
});

const inFirm = () => ({ params: { tenant: world.firm.id } });
const calendar = (from: string, to: string) =>
  world.as(null).send(publicOrderEndpoints.calendar, { ...inFirm(), query: { from, to } });
const bookingAt = (date: string, time: string) =>
  orderBody(
    { orderTypeId: orderType.id, types: [world.villa.id], preferredDate: date },
    { preferredTime: time },
  );
/** The order as the office reads it. */
const orderOf = ({ id }: { id: string }) =>
  world.as(world.owner).ok(orderEndpoints.get, { params: { tenant: world.firm.id, id } });
/** Sets a member's week, as the firm's owner, each weekday's hours as `hoursOf` says. */
const setWeek = (member: TestUser, hoursOf: (weekday: number) => { start: string; end: string } | null) =>
  world.as(world.owner).ok(availabilityEndpoints.setHours, {
    params: { tenant: world.firm.id, userId: member.id },
    body: {
      hours: ISO_WEEKDAYS.map((weekday) => ({ weekday, start: null, end: null, ...hoursOf(weekday) })),
    },
  });
/** The calendar's `index`th open day from the next date on. */
const openDay = async (index: number) =>
  ((await calendar(world.nextDate, addDays(world.nextDate, 13))).json() as { days: { date: string }[] }).days[
    index
  ]!.date;
const slotsOf = async (date: string) =>
  ((await calendar(date, date)).json() as { days: { slots: { start: string; free: boolean }[] }[] }).days[0]!
    .slots;

describe('the public booking calendar', () => {
  it('is not there (404) while the firm has it switched off', async () => {
    const response = await calendar(world.nextDate, world.nextDate);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const page = await world.as(null).send(publicOrderEndpoints.page, { ...inFirm(), query: {} });
    expect(page.json().calendarEnabled).toBe(false);
  });

  it('offers free slots of the open days once switched on', async () => {
    await changeSettings(world.app, world.firm.id, world.owner.auth, {
      'order.calendar.enabled': true,
      'order.calendar.slotMinutes': 120,
      'order.calendar.dayStart': '08:00',
      'order.calendar.dayEnd': '16:00',
    });
    const response = await calendar(world.nextDate, addDays(world.nextDate, 6));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ slotMinutes: 120, firstDate: world.nextDate });
    expect(body.days).toHaveLength(5);
    expect(body.days[0]).toEqual({
      date: world.nextDate,
      slots: [
        { start: '08:00', end: '10:00', free: true },
        { start: '10:00', end: '12:00', free: true },
        { start: '12:00', end: '14:00', free: true },
        { start: '14:00', end: '16:00', free: true },
      ],
    });
  });

  it('keeps a slot free while one of three inspectors is, gives each booking the next free one, and refuses a fourth', async () => {
    // The guest does not inspect: every day off.
    await setWeek(world.guest, () => null);
    const body = bookingAt(world.nextDate, '10:00');
    const given: (string | undefined)[] = [];
    for (let booking = 0; booking < 3; booking += 1) {
      expect((await slotsOf(world.nextDate)).map((slot) => slot.free)).toEqual([true, true, true, true]);
      given.push((await orderOf(await placeOrder(world.app, world.firm.id, body))).inspector?.name);
    }
    // Nobody has a booking that day yet, so by name; each booking then takes the next.
    expect(given).toEqual(['Ingrid Inspektör', 'Olle Ägare', 'Vera Läsare']);
    expect((await slotsOf(world.nextDate)).map((slot) => slot.free)).toEqual([true, false, true, true]);
    const fourth = await submitOrder(world.app, world.firm.id, body);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().errors['body.preferredTime']).toEqual(['Tiden är inte ledig, välj en annan tid']);
    const notASlot = await submitOrder(world.app, world.firm.id, { ...body, preferredTime: '09:15' });
    expect(notASlot.statusCode).toBe(400);
  });

  it('counts each inspector’s assignments, one without a stop time for its type’s duration', async () => {
    for (const inspector of [world.owner, world.inspector, world.viewer]) {
      await postInspection(world.app, world.firm.id, world.owner.auth, {
        typeId: world.villa.id,
        date: world.nextDate,
        startTime: '14:00',
        inspectorId: inspector.id,
      });
    }
    expect((await slotsOf(world.nextDate)).map((slot) => slot.free)).toEqual([true, false, true, false]);
  });

  it('takes an absent inspector out of the day, and gives the booking to one who is there', async () => {
    const day = await openDay(1);
    await placeOrder(world.app, world.firm.id, bookingAt(day, '08:00'));
    await placeOrder(world.app, world.firm.id, bookingAt(day, '08:00'));
    expect((await slotsOf(day))[0]!.free).toBe(true);
    const absence = await world.as(world.viewer).ok(availabilityEndpoints.addAbsence, {
      params: { tenant: world.firm.id, userId: world.viewer.id },
      body: { from: day, to: day, note: 'Semester' },
    });
    expect((await slotsOf(day)).map((slot) => slot.free)).toEqual([false, true, true, true]);
    expect(
      (await orderOf(await placeOrder(world.app, world.firm.id, bookingAt(day, '10:00')))).inspector?.name,
    ).toBe('Ingrid Inspektör');
    await world.as(world.viewer).ok(availabilityEndpoints.removeAbsence, {
      params: { tenant: world.firm.id, userId: world.viewer.id, id: absence.id },
    });
    expect((await slotsOf(day))[0]!.free).toBe(true);
  });

  it('makes the booked inspector the assignment’s when the order is accepted', async () => {
    const day = await openDay(2);
    const order = await orderOf(await placeOrder(world.app, world.firm.id, bookingAt(day, '12:00')));
    expect(order.inspector?.id).toBe(world.inspector.id);
    const accepted = await world.as(world.owner).ok(orderEndpoints.handle, {
      params: { tenant: world.firm.id, id: order.id },
      query: { accept: 'true' },
      body: {},
    });
    const assignment = await world.as(world.owner).ok(inspectionEndpoints.get, {
      params: { tenant: world.firm.id, id: accepted.inspection!.id },
    });
    expect(assignment.inspector?.id).toBe(world.inspector.id);
  });

  it('leaves the inspector to the office when the firm does not assign one', async () => {
    await changeSettings(world.app, world.firm.id, world.owner.auth, {
      'order.calendar.assignInspector': false,
    });
    const day = await openDay(3);
    const order = await orderOf(await placeOrder(world.app, world.firm.id, bookingAt(day, '12:00')));
    expect(order.inspector).toBeNull();
    await changeSettings(world.app, world.firm.id, world.owner.auth, {
      'order.calendar.assignInspector': true,
    });
  });

  it('makes a booking that races another for the last free inspector wait, then answers it taken', async () => {
    const day = await openDay(4);
    await placeOrder(world.app, world.firm.id, bookingAt(day, '08:00'));
    await placeOrder(world.app, world.firm.id, bookingAt(day, '08:00'));
    // The first of two customers holds the day and takes Vera, the last one free at 08:00; the
    // second's booking, started meanwhile, must wait for it rather than see Vera free.
    const second = await world.app.database.withTenant({ tenantId: world.firm.id }, async (tx) => {
      await lockBookingDay(tx, day);
      await tx.execute(sql`
        INSERT INTO orders (tenant_id, number, source, preferred_date, preferred_time, customer, object, inspector_id)
        VALUES (${world.firm.id}, 'B-RACE', 'web', ${day}::date, time '08:00', '{}'::jsonb, '{}'::jsonb,
                ${world.viewer.id})`);
      const answer = submitOrder(world.app, world.firm.id, bookingAt(day, '08:00'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { answer };
    });
    const response = await second.answer;
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['body.preferredTime']).toEqual(['Tiden är inte ledig, välj en annan tid']);
    const inspectors = await readRows<{ inspector_id: string }>(
      world.app,
      world.firm.id,
      sql`SELECT inspector_id FROM orders WHERE preferred_date = ${day}::date`,
    );
    expect(inspectors.map((row) => row.inspector_id).sort()).toEqual(
      [world.owner.id, world.inspector.id, world.viewer.id].sort(),
    );
  });

  it('tells nothing of who booked', async () => {
    const response = await calendar(world.nextDate, addDays(world.nextDate, 6));
    const text = response.body;
    for (const secret of [
      'Ingrid',
      'Olle',
      'Vera',
      'Semester',
      'Karin',
      'Köpsson',
      'karin.kopsson',
      'Storgatan',
      '903',
      'Tegsbacken',
      'B20',
    ]) {
      expect(text).not.toContain(secret);
    }
    const keys = new Set<string>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          collect(inner);
        }
      }
    };
    collect(response.json());
    expect([...keys].sort()).toEqual([
      'date',
      'days',
      'end',
      'firstDate',
      'free',
      'lastDate',
      'slotMinutes',
      'slots',
      'start',
    ]);
  });

  it('answers at most the longest range at a time', async () => {
    const response = await calendar(world.nextDate, addDays(world.nextDate, PUBLIC_CALENDAR_MAX_DAYS));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['querystring.to']).toBeDefined();
  });
});
