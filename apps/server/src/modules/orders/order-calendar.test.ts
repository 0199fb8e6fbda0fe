import { zoneToday } from '@syna/contracts/time-zone';
import { describe, expect, it } from 'vitest';
import { tenantSettingsSchema } from '@syna/contracts/tenant';
import { buildCalendar, isFreeSlot, nextOrderDate } from './order-calendar.ts';

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

describe('the calendar', () => {
  const rules = settings({
    'order.calendar.slotMinutes': 120,
    'order.calendar.dayStart': '08:00',
    'order.calendar.dayEnd': '17:00',
    'order.calendar.capacity': 2,
  });

  it('offers open weekdays from the next date, in slots that end by the day’s end', () => {
    const calendar = buildCalendar(rules, { from: '2026-03-01', to: '2026-03-15' }, [], friday);
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

  it('takes a slot when as many bookings as the capacity overlap it', () => {
    const bookings = [
      { date: '2026-03-09', start: 8 * 60, end: 10 * 60 },
      { date: '2026-03-09', start: 9 * 60, end: 13 * 60 },
    ];
    const [day] = buildCalendar(rules, { from: '2026-03-09', to: '2026-03-09' }, bookings, friday).days;
    expect(day!.slots.map((slot) => slot.free)).toEqual([false, true, true, true]);
    expect(isFreeSlot(rules, '2026-03-09', '10:00', bookings, friday)).toBe(true);
    expect(isFreeSlot(rules, '2026-03-09', '08:00', bookings, friday)).toBe(false);
    // Not a slot start, or not an open day.
    expect(isFreeSlot(rules, '2026-03-09', '09:00', bookings, friday)).toBe(false);
    expect(isFreeSlot(rules, '2026-03-14', '08:00', bookings, friday)).toBe(false);
  });

  it('ends at the last bookable date', () => {
    const short = settings({ 'order.calendar.weeksAhead': 1 });
    const calendar = buildCalendar(short, { from: '2026-03-09', to: '2026-04-09' }, [], friday);
    expect(calendar.lastDate).toBe('2026-03-13');
    expect(calendar.days.at(-1)!.date).toBe('2026-03-13');
  });
});
