import { zoneToday } from '@syna/contracts/time-zone';
import { describe, expect, it } from 'vitest';
import { tenantSettingsSchema } from '@syna/contracts/tenant';
import {
  buildCalendar,
  inspectorForSlot,
  nextOrderDate,
  type Booking,
  type Inspector,
} from './order-calendar.ts';

const settings = (change: object = {}) => tenantSettingsSchema.parse(change);
// 2026-03-06 is a Friday.
const friday = '2026-03-06';

describe('the next order date', () => {
  it('is today plus the lead days, moved to the next working weekday', () => {
    expect(nextOrderDate(settings(), friday)).toBe('2026-03-09');
    expect(nextOrderDate(settings({ 'order.leadDays': 0 }), friday)).toBe(friday);
    expect(nextOrderDate(settings({ 'order.leadDays': 3 }), '2026-03-02')).toBe('2026-03-05');
    expect(nextOrderDate(settings({ 'order.calendar.weekdays': [6] }), friday)).toBe('2026-03-07');
  });

  it('counts today in Sweden, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(zoneToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});

const rules = settings({
  'order.calendar.slotMinutes': 120,
  'order.calendar.dayStart': '08:00',
  'order.calendar.dayEnd': '17:00',
});
const monday = '2026-03-09';
const inspector = (name: string, change: Partial<Inspector> = {}): Inspector => ({
  id: name.toLowerCase(),
  name,
  hours: [],
  absences: [],
  ...change,
});
const [anna, bo, cilla] = [inspector('Anna'), inspector('Bo'), inspector('Cilla')];
const booking = (start: number, end: number, inspectorId: string | null, date = monday): Booking => ({
  date,
  start: start * 60,
  end: end * 60,
  inspectorId,
});
const freeOfMonday = (inspectors: Inspector[], bookings: Booking[] = []) =>
  buildCalendar(rules, { from: monday, to: monday }, { inspectors, bookings }, friday).days[0]!.slots.map(
    (slot) => slot.free,
  );

describe('the calendar', () => {
  it('offers open weekdays from the next date, in slots that end by the day’s end', () => {
    const calendar = buildCalendar(
      rules,
      { from: '2026-03-01', to: '2026-03-15' },
      { inspectors: [anna], bookings: [] },
      friday,
    );
    expect(calendar.firstDate).toBe('2026-03-09');
    expect(calendar.days.map((day) => day.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    expect(calendar.days[0]!.slots).toEqual([
      { start: '08:00', end: '10:00', free: true },
      { start: '10:00', end: '12:00', free: true },
      { start: '12:00', end: '14:00', free: true },
      { start: '14:00', end: '16:00', free: true },
    ]);
  });

  it('keeps a slot free while one inspector of three is, and takes it when all are booked', () => {
    const inspectors = [anna, bo, cilla];
    expect(freeOfMonday(inspectors, [booking(8, 10, 'anna')])).toEqual([true, true, true, true]);
    expect(
      freeOfMonday(inspectors, [booking(8, 10, 'anna'), booking(9, 13, 'bo'), booking(8, 9, 'cilla')]),
    ).toEqual([false, true, true, true]);
    // A booking without an inspector takes one of those free, whoever it will be.
    expect(
      freeOfMonday(inspectors, [booking(8, 10, 'anna'), booking(8, 10, 'bo'), booking(8, 10, null)]),
    ).toEqual([false, true, true, true]);
  });

  it('books each inspector within their own hours and not while away', () => {
    const late = inspector('Anna', {
      hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday: weekday as 1,
        start: '12:00',
        end: '17:00',
      })),
    });
    expect(freeOfMonday([late])).toEqual([false, false, true, true]);
    const away = inspector('Bo', { absences: [{ from: '2026-03-07', to: monday }] });
    expect(freeOfMonday([away])).toEqual([false, false, false, false]);
    expect(freeOfMonday([away, late])).toEqual([false, false, true, true]);
    expect(freeOfMonday([])).toEqual([false, false, false, false]);
  });

  it('gives a booked slot to the free inspector with the fewest bookings that day, then by name', () => {
    const load = (bookings: Booking[]) => ({ inspectors: [cilla, bo, anna], bookings });
    expect(inspectorForSlot(rules, monday, '10:00', load([]), friday)?.name).toBe('Anna');
    expect(inspectorForSlot(rules, monday, '10:00', load([booking(14, 16, 'anna')]), friday)?.name).toBe(
      'Bo',
    );
    expect(
      inspectorForSlot(rules, monday, '10:00', load([booking(14, 16, 'anna'), booking(10, 12, 'bo')]), friday)
        ?.name,
    ).toBe('Cilla');
    // Not a slot start, not an open day, or nobody free.
    expect(inspectorForSlot(rules, monday, '09:00', load([]), friday)).toBeNull();
    expect(inspectorForSlot(rules, '2026-03-14', '08:00', load([]), friday)).toBeNull();
    expect(
      inspectorForSlot(
        rules,
        monday,
        '08:00',
        load([booking(8, 10, 'anna'), booking(8, 10, 'bo'), booking(8, 10, 'cilla')]),
        friday,
      ),
    ).toBeNull();
  });

  it('ends at the last bookable date', () => {
    const short = settings({ 'order.calendar.weeksAhead': 1 });
    const calendar = buildCalendar(
      short,
      { from: '2026-03-09', to: '2026-04-09' },
      { inspectors: [anna], bookings: [] },
      friday,
    );
    expect(calendar.lastDate).toBe('2026-03-13');
    expect(calendar.days.at(-1)!.date).toBe('2026-03-13');
  });
});
