import { describe, expect, it } from 'vitest';
import { formatDay, shiftWeek, weekNavigation, weekOf } from './calendar-week';

describe('weekOf', () => {
  it('runs from Monday to Sunday', () => {
    expect(weekOf('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('crosses months, years and the change to summer time', () => {
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(weekOf('2026-03-29')).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(shiftWeek(weekOf('2026-03-23'), 1)).toEqual({ from: '2026-03-30', to: '2026-04-05' });
  });
});

describe('weekNavigation', () => {
  const range = { firstDate: '2026-11-25', lastDate: '2026-12-09' };

  it('goes back only to the week of the first bookable date', () => {
    expect(weekNavigation(weekOf('2026-11-25'), range).previous).toBe(false);
    expect(weekNavigation(weekOf('2026-12-02'), range).previous).toBe(true);
  });

  it('goes forward only to the week of the last bookable date', () => {
    expect(weekNavigation(weekOf('2026-12-02'), range).next).toBe(true);
    expect(weekNavigation(weekOf('2026-12-09'), range).next).toBe(false);
    expect(weekNavigation(weekOf('2026-11-25'), { ...range, lastDate: '2026-11-30' }).next).toBe(true);
    expect(weekNavigation(weekOf('2026-11-25'), { ...range, lastDate: '2026-11-29' }).next).toBe(false);
  });
});

describe('formatDay', () => {
  it('writes dates in words, day before month, in Swedish and English', () => {
    expect(formatDay('2026-11-23', 'sv', 'dayMonth')).toBe('23 november');
    expect(formatDay('2026-11-29', 'sv', 'dayMonthYear')).toBe('29 november 2026');
    expect(formatDay('2026-11-23', 'sv', 'weekday')).toBe('Måndag 23 november');
    expect(formatDay('2026-11-23', 'en', 'weekday')).toBe('Monday 23 November');
  });
});
