import { describe, expect, it } from 'vitest';
import { CALENDAR_RANGE_MAX_DAYS } from '@syna/contracts/activities';
import { daysFrom, rangeTitle, shiftDate, startOfWeek, visibleRange } from './calendar-range';

describe('visibleRange', () => {
  it('asks for the one day of the day view', () => {
    expect(visibleRange('day', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
  it('asks for Monday to Sunday in the week view, also from a Sunday', () => {
    expect(visibleRange('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });
  it('asks for the six weeks of the month grid, from the Monday on or before the first', () => {
    // November 2026 begins on a Sunday.
    expect(visibleRange('month', '2026-11-23')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    // February 2027 begins on a Monday.
    expect(visibleRange('month', '2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-03-14' });
  });
  it('stays within what the server answers in one request', () => {
    const { from, to } = visibleRange('month', '2026-11-01');
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    expect(days).toBe(42);
    expect(days).toBeLessThanOrEqual(CALENDAR_RANGE_MAX_DAYS);
  });
  it('crosses a year end', () => {
    expect(visibleRange('week', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe('startOfWeek', () => {
  it('is the Monday on or before the day', () => {
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
  });
});

describe('shiftDate', () => {
  it('moves by the view: a month (clamped to its end), a week or a day', () => {
    expect(shiftDate('month', '2026-11-23', 1)).toBe('2026-12-23');
    expect(shiftDate('month', '2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftDate('month', '2027-01-15', -1)).toBe('2026-12-15');
    expect(shiftDate('week', '2026-11-23', 1)).toBe('2026-11-30');
    expect(shiftDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('day', '2026-11-23', -1)).toBe('2026-11-22');
  });
});

describe('rangeTitle', () => {
  it('names the month, the week span or the day in the language', () => {
    expect(rangeTitle('month', '2026-11-23', 'sv-SE')).toBe('november 2026');
    expect(rangeTitle('month', '2026-11-23', 'en-GB')).toBe('November 2026');
    expect(rangeTitle('day', '2026-11-23', 'sv-SE')).toBe('måndag 23 november 2026');
    expect(rangeTitle('week', '2026-11-25', 'en-GB')).toMatch(/^23\s*–\s*29 Nov 2026$/);
  });
});

describe('daysFrom', () => {
  it('counts days on across a month’s and a year’s end, and over the change to summer time', () => {
    expect(daysFrom('2026-12-30', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysFrom('2027-03-27', 3)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
  });
});
