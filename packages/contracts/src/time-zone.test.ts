import { describe, expect, it } from 'vitest';
import { TIME_ZONE, wallClock, wallClockIso, zoneDate, zonedIso, zoneTime, zoneToday } from './time-zone.ts';

describe('the firms’ time zone', () => {
  it('is Sweden’s', () => {
    expect(TIME_ZONE).toBe('Europe/Stockholm');
  });
});

describe('zonedIso', () => {
  it('reads a date and time as Swedish winter and summer time', () => {
    expect(zonedIso('2026-11-24', '14:30')).toBe('2026-11-24T13:30:00.000Z');
    expect(zonedIso('2026-07-01', '14:30')).toBe('2026-07-01T12:30:00.000Z');
    expect(zonedIso('2026-11-24')).toBe('2026-11-23T23:00:00.000Z');
  });

  it('moves a time the clocks skip in spring forward by the hour they jump', () => {
    expect(zonedIso('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedIso('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(zoneTime('2026-03-29T01:30:00.000Z')).toBe('03:30');
    expect(zonedIso('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the second, winter-time one of a time the clocks show twice in autumn', () => {
    expect(zonedIso('2026-10-25', '01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(zonedIso('2026-10-25', '02:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(zonedIso('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('wallClock', () => {
  it('shows a moment as the Swedish date and time', () => {
    expect(wallClock('2026-11-24T13:30:00Z')).toEqual({ date: '2026-11-24', time: '14:30' });
    expect(wallClock('2026-11-24T23:30:00Z')).toEqual({ date: '2026-11-25', time: '00:30' });
  });

  it('writes the wall clock to the second, without an offset', () => {
    expect(wallClockIso('2026-11-24T13:30:15.000Z')).toBe('2026-11-24T14:30:15');
  });

  it('shows both moments of the repeated autumn hour as 02:30', () => {
    expect(zoneTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(zoneTime('2026-10-25T01:30:00Z')).toBe('02:30');
  });

  it('gives back what zonedIso read, on every quarter hour of the changeover days', () => {
    for (const date of ['2026-03-29', '2026-10-25', '2026-11-24']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        if (date === '2026-03-29' && time.startsWith('02:')) continue;
        expect(wallClock(zonedIso(date, time))).toEqual({ date, time });
      }
    }
  });
});

describe('zoneDate and zoneToday', () => {
  it('keep a calendar date as it is and date a moment by Swedish time', () => {
    expect(zoneDate('2026-11-24')).toBe('2026-11-24');
    expect(zoneDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(zoneToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
