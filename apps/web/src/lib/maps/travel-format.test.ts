import { describe, expect, it } from 'vitest';
import { travelDuration, travelParts } from './travel-format';

describe('a route’s length and time', () => {
  it('are whole kilometres and minutes for a usual drive', () => {
    expect(travelParts(12_340, 18 * 60 + 10, 'sv')).toEqual({ distance: '12 km', duration: '18 min' });
  });

  it('keep a decimal under ten kilometres (a Swedish comma) and metres under one', () => {
    expect(travelParts(4_560, 300, 'sv').distance).toBe('4,6 km');
    expect(travelParts(4_560, 300, 'en').distance).toBe('4.6 km');
    expect(travelParts(734, 60, 'sv').distance).toBe('730 m');
  });

  it('count hours from an hour on, and at least a minute', () => {
    expect(travelParts(90_000, 65 * 60, 'sv').duration).toBe('1 tim 5 min');
    expect(travelParts(90_000, 120 * 60, 'en').duration).toBe('2 h');
    expect(travelParts(50, 10, 'sv').duration).toBe('1 min');
  });

  it('say a drive’s time alone the same way, as the day list shows it', () => {
    expect(travelDuration(83 * 60, 'sv')).toBe('1 tim 23 min');
    expect(travelDuration(83 * 60, 'en')).toBe('1 h 23 min');
  });
});
