import { CALENDAR_VIEWS, type CalendarView } from '@syna/contracts/activity-values';
import { CALENDAR_TYPE_DEFAULT } from '@syna/contracts/constants';
import { START_VIEWS, type StartView } from '@syna/contracts/user-values';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (plain Date arithmetic: no date library in the first load). */
export function isIsoDate(value: string | null): value is string {
  if (value === null || !DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isStartView = (value: string | null): value is StartView =>
  value !== null && (START_VIEWS as readonly string[]).includes(value);

const isCalendarView = (value: string | null): value is CalendarView =>
  value !== null && (CALENDAR_VIEWS as readonly string[]).includes(value);

export interface DashboardState {
  view: StartView;
  /** The calendar's date (YYYY-MM-DD); today unless the URL names a valid one. */
  date: string;
  /** The calendar's view (month, week or day); the default unless the URL names one. */
  calendarView: CalendarView;
}

/**
 * The dashboard keeps its view, the calendar's date and the calendar's own view in the query:
 * `/:tenant?view=calendar&calView=week&date=2026-11-23`. Without a (valid) view the user's start
 * view shows; without a (valid) date, today; without a (valid) `calView`, the month on every
 * screen (a phone too), so the links of older versions keep working.
 */
export function parseDashboardSearch(
  search: URLSearchParams,
  startView: StartView,
  today: string,
): DashboardState {
  const view = search.get('view');
  const date = search.get('date');
  const calendarView = search.get('calView');
  return {
    view: isStartView(view) ? view : startView,
    date: isIsoDate(date) ? date : today,
    calendarView: isCalendarView(calendarView) ? calendarView : CALENDAR_TYPE_DEFAULT,
  };
}

/**
 * The query for a view. The calendar also keeps its own view (always, so that a link shows the
 * same to everyone) and its date (only when it is not today).
 */
export function dashboardSearch(
  view: StartView,
  date: string | null,
  today: string,
  calendarView: CalendarView | null = null,
): URLSearchParams {
  const search = new URLSearchParams({ view });
  if (view !== 'calendar') return search;
  if (calendarView) search.set('calView', calendarView);
  if (date && date !== today) search.set('date', date);
  return search;
}
