import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CALENDAR_MAX_DAYS } from '@syna/contracts/orders';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import { postInspection } from '../../../test/support/inspection-factories.ts';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import {
  changeSettings,
  orderBody,
  postOrderType,
  submitOrder,
} from '../../../test/support/order-factories.ts';
import { addDays } from './order-calendar.ts';

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
      'order.calendar.capacity': 1,
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

  it('shows a slot taken after an order books it, and refuses a second order for it', async () => {
    const body = orderBody(
      { orderTypeId: orderType.id, types: [world.villa.id], preferredDate: world.nextDate },
      { preferredTime: '10:00' },
    );
    expect((await submitOrder(world.app, world.firm.id, body)).statusCode).toBe(201);
    expect((await slotsOf(world.nextDate)).map((slot) => slot.free)).toEqual([true, false, true, true]);
    const second = await submitOrder(world.app, world.firm.id, body);
    expect(second.statusCode).toBe(400);
    expect(second.json().errors['body.preferredTime']).toEqual(['Tiden är inte ledig, välj en annan tid']);
    const notASlot = await submitOrder(world.app, world.firm.id, { ...body, preferredTime: '09:15' });
    expect(notASlot.statusCode).toBe(400);
  });

  it('shows the time of a scheduled inspection as taken', async () => {
    await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.villa.id,
      date: world.nextDate,
      startTime: '13:00',
      stopTime: '15:00',
    });
    expect((await slotsOf(world.nextDate)).map((slot) => slot.free)).toEqual([true, false, false, false]);
  });

  it('tells nothing of who booked', async () => {
    const response = await calendar(world.nextDate, addDays(world.nextDate, 6));
    const text = response.body;
    for (const secret of ['Karin', 'Köpsson', 'karin.kopsson', 'Storgatan', '903', 'Tegsbacken', 'B20']) {
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
