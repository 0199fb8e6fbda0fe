import { describe, expect, it } from 'vitest';
import { asksBeforeMarkingPerformed, shortDate } from './performed-early';

describe('marking performed before the inspection', () => {
  it('asks only for a performed status before the inspection day', () => {
    expect(asksBeforeMarkingPerformed({ category: 'performed' }, '2026-12-01', '2026-11-29')).toBe(true);
    expect(asksBeforeMarkingPerformed({ category: 'performed' }, '2026-11-29', '2026-11-29')).toBe(false);
    expect(asksBeforeMarkingPerformed({ category: 'performed' }, null, '2026-11-29')).toBe(false);
    expect(asksBeforeMarkingPerformed({ category: 'booked' }, '2026-12-01', '2026-11-29')).toBe(false);
  });

  it('names the day with a short month, leaving the full stop to the sentence', () => {
    expect(shortDate('2026-12-01', 'sv')).toBe('1 dec');
    expect(shortDate('2026-05-01', 'sv')).toBe('1 maj');
    expect(shortDate('2026-12-01', 'en')).toBe('1 Dec');
  });
});
