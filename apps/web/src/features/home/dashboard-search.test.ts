import { describe, expect, it } from 'vitest';
import { dashboardSearch, isIsoDate, parseDashboardSearch, shiftMonth } from './dashboard-search';

const today = '2026-11-23';

describe('parseDashboardSearch', () => {
  it('shows the start view and today by default', () => {
    expect(parseDashboardSearch(new URLSearchParams(), 'inbox', today)).toEqual({
      view: 'inbox',
      date: today,
    });
  });
  it('reads the view and date from the URL', () => {
    expect(
      parseDashboardSearch(new URLSearchParams('view=calendar&date=2027-02-01'), 'assignments', today),
    ).toEqual({
      view: 'calendar',
      date: '2027-02-01',
    });
  });
  it('ignores an unknown view and an invalid date', () => {
    expect(
      parseDashboardSearch(new URLSearchParams('view=map&date=2026-02-30'), 'assignments', today),
    ).toEqual({
      view: 'assignments',
      date: today,
    });
    expect(parseDashboardSearch(new URLSearchParams('date=tomorrow'), 'calendar', today).date).toBe(today);
  });
});

describe('dashboardSearch', () => {
  it('keeps a date only for the calendar and only when it is not today', () => {
    expect(dashboardSearch('calendar', '2027-01-05', today).toString()).toBe('view=calendar&date=2027-01-05');
    expect(dashboardSearch('calendar', today, today).toString()).toBe('view=calendar');
    expect(dashboardSearch('inbox', '2027-01-05', today).toString()).toBe('view=inbox');
  });
});

describe('dates', () => {
  it('validates calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-05')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
  it('moves by months, clamping to the month end', () => {
    expect(shiftMonth('2026-11-23', 1)).toBe('2026-12-23');
    expect(shiftMonth('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonth('2027-01-15', -1)).toBe('2026-12-15');
  });
});
