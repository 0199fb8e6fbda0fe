import { describe, expect, it } from 'vitest';
import { dashboardSearch, isIsoDate, parseDashboardSearch } from './dashboard-search';

const today = '2026-11-23';

describe('parseDashboardSearch', () => {
  it('shows the start view, today and the month by default', () => {
    expect(parseDashboardSearch(new URLSearchParams(), 'inbox', today)).toEqual({
      view: 'inbox',
      date: today,
      calendarView: 'month',
    });
  });
  it('reads the view, the calendar view and the date from the URL', () => {
    expect(
      parseDashboardSearch(
        new URLSearchParams('view=calendar&calView=week&date=2027-02-01'),
        'assignments',
        today,
      ),
    ).toEqual({ view: 'calendar', date: '2027-02-01', calendarView: 'week' });
  });
  it('keeps the links of older versions working: a calendar date without a calendar view', () => {
    expect(
      parseDashboardSearch(new URLSearchParams('view=calendar&date=2027-02-01'), 'inbox', today),
    ).toEqual({
      view: 'calendar',
      date: '2027-02-01',
      calendarView: 'month',
    });
  });
  it('ignores an unknown view, calendar view and an invalid date', () => {
    expect(
      parseDashboardSearch(
        new URLSearchParams('view=map&calView=year&date=2026-02-30'),
        'assignments',
        today,
      ),
    ).toEqual({ view: 'assignments', date: today, calendarView: 'month' });
    expect(parseDashboardSearch(new URLSearchParams('date=tomorrow'), 'calendar', today).date).toBe(today);
  });
});

describe('dashboardSearch', () => {
  it('keeps a date only for the calendar and only when it is not today', () => {
    expect(dashboardSearch('calendar', '2027-01-05', today).toString()).toBe('view=calendar&date=2027-01-05');
    expect(dashboardSearch('calendar', today, today).toString()).toBe('view=calendar');
    expect(dashboardSearch('inbox', '2027-01-05', today).toString()).toBe('view=inbox');
  });
  it('keeps the calendar view only for the calendar', () => {
    expect(dashboardSearch('calendar', '2027-01-05', today, 'day').toString()).toBe(
      'view=calendar&calView=day&date=2027-01-05',
    );
    expect(dashboardSearch('calendar', today, today, 'month').toString()).toBe('view=calendar&calView=month');
    expect(dashboardSearch('assignments', today, today, 'week').toString()).toBe('view=assignments');
  });
  it('round-trips through the parser', () => {
    const search = dashboardSearch('calendar', '2027-03-09', today, 'week');
    expect(parseDashboardSearch(search, 'inbox', today)).toEqual({
      view: 'calendar',
      date: '2027-03-09',
      calendarView: 'week',
    });
  });
});

describe('dates', () => {
  it('validates calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-05')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
