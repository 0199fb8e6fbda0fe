import dayjs from 'dayjs';
import type { CalendarView } from '@syna/contracts/activities';

/** Days shown, both ends included, as YYYY-MM-DD: what `GET /activity?from=&to=` asks for. */
export interface DateRange {
  from: string;
  to: string;
}

const DATE_FORMAT = 'YYYY-MM-DD';
/** A month view always shows six weeks (FullCalendar's fixed week count). */
const MONTH_VIEW_DAYS = 6 * 7;

/** FullCalendar's name of each of our views. */
export const FULL_CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
} as const satisfies Record<CalendarView, string>;

/** The Monday on or before a day (weeks start on Monday in Sweden, whatever the language). */
export function startOfWeek(date: string): string {
  const day = dayjs(date);
  return day.subtract((day.day() + 6) % 7, 'day').format(DATE_FORMAT);
}

/**
 * The days a view shows around a date: the day itself, its Monday-to-Sunday week, or the six weeks
 * of its month's grid (which also show the ends of the months around it).
 */
export function visibleRange(view: CalendarView, date: string): DateRange {
  if (view === 'day') return { from: date, to: date };
  const from = startOfWeek(view === 'week' ? date : dayjs(date).startOf('month').format(DATE_FORMAT));
  const days = view === 'week' ? 7 : MONTH_VIEW_DAYS;
  return {
    from,
    to: dayjs(from)
      .add(days - 1, 'day')
      .format(DATE_FORMAT),
  };
}

/** `count` days in a row from `first`, as YYYY-MM-DD. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => dayjs(first).add(index, 'day').format(DATE_FORMAT));
}

/** The same place one step earlier or later: a day, a week, or a month (clamped to its end). */
export function shiftDate(view: CalendarView, date: string, step: -1 | 1): string {
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
  return dayjs(date).add(step, unit).format(DATE_FORMAT);
}

/** The heading of a view: "november 2026", "23–29 nov. 2026" or "måndag 23 november 2026". */
export function rangeTitle(view: CalendarView, date: string, locale: string): string {
  const day = new Date(`${date}T12:00:00`);
  if (view === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(day);
  }
  if (view === 'day') {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(day);
  }
  const { from, to } = visibleRange('week', date);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    new Date(`${from}T12:00:00`),
    new Date(`${to}T12:00:00`),
  );
}
