import { describe, expect, it } from 'vitest';
import { isoWeek } from './iso-week';

describe('isoWeek', () => {
  it('numbers weeks from Monday, week 1 holding the first Thursday', () => {
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2026-11-29')).toBe(48);
    expect(isoWeek('2026-11-30')).toBe(49);
  });

  it('gives the days around new year the week of their Thursday', () => {
    expect(isoWeek('2026-12-31')).toBe(53);
    expect(isoWeek('2027-01-03')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(isoWeek('2024-12-30')).toBe(1);
    expect(isoWeek('2021-01-03')).toBe(53);
  });
});
