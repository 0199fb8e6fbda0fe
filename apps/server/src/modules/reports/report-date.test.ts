import { describe, expect, it } from 'vitest';
import { reportDate } from './report-data.service.ts';

describe('the protocol date', () => {
  it('is the day of issue, never before the inspection', () => {
    expect(reportDate('2026-11-20', '2026-11-29')).toBe('2026-11-29');
    expect(reportDate('2026-12-01', '2026-11-29')).toBe('2026-12-01');
    expect(reportDate(null, '2026-11-29')).toBe('2026-11-29');
  });
});
