import dayjs from 'dayjs';
import { START_VIEWS, type StartView } from '@syna/contracts/user';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string | null): value is string {
  return value !== null && DATE_PATTERN.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

const isStartView = (value: string | null): value is StartView =>
  value !== null && (START_VIEWS as readonly string[]).includes(value);

export interface DashboardState {
  view: StartView;
  /** The calendar's date (YYYY-MM-DD); today unless the URL names a valid one. */
  date: string;
}

/**
 * The dashboard keeps its view and date in the query: `/:tenant?view=calendar&date=2026-11-23`.
 * Without a (valid) view the user's start view shows; without a (valid) date, today.
 */
export function parseDashboardSearch(
  search: URLSearchParams,
  startView: StartView,
  today: string,
): DashboardState {
  const view = search.get('view');
  const date = search.get('date');
  return { view: isStartView(view) ? view : startView, date: isIsoDate(date) ? date : today };
}

/** The query for a view (and, for the calendar, a date other than today). */
export function dashboardSearch(view: StartView, date: string | null, today: string): URLSearchParams {
  const search = new URLSearchParams({ view });
  if (view === 'calendar' && date && date !== today) search.set('date', date);
  return search;
}

/** The same day in another month (clamped to the month's end), as YYYY-MM-DD. */
export function shiftMonth(date: string, months: number): string {
  return dayjs(date).add(months, 'month').format('YYYY-MM-DD');
}
