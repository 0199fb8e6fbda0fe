import { addDays } from '@syna/contracts/time-zone';

/** A calendar week, Monday to Sunday, as `YYYY-MM-DD` dates (the public calendar's query). */
export interface CalendarWeek {
  from: string;
  to: string;
}

/** The week that holds `date`. */
export function weekOf(date: string): CalendarWeek {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

/** The week `weeks` weeks later (earlier when negative). */
export function shiftWeek(week: CalendarWeek, weeks: number): CalendarWeek {
  return { from: addDays(week.from, weeks * 7), to: addDays(week.to, weeks * 7) };
}

/** Whether the weeks before and after `week` still hold a date the firm takes bookings for. */
export function weekNavigation(
  week: CalendarWeek,
  range: { firstDate: string; lastDate: string },
): { previous: boolean; next: boolean } {
  return { previous: addDays(week.from, -1) >= range.firstDate, next: addDays(week.to, 1) <= range.lastDate };
}

const DAY_FORMATS = {
  /** 23 november */
  dayMonth: { day: 'numeric', month: 'long' },
  /** 29 november 2026 */
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
  /** Måndag 23 november */
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** British English writes the day before the month, as Swedish does. */
const LOCALES = { sv: 'sv-SE', en: 'en-GB' } as const;

/** A calendar date in words, in `language`, starting with a capital letter. */
export function formatDay(date: string, language: 'sv' | 'en', format: keyof typeof DAY_FORMATS): string {
  // Noon UTC shown in UTC: the date never moves a day in any time zone.
  const text = new Intl.DateTimeFormat(LOCALES[language], { ...DAY_FORMATS[format], timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return format === 'weekday' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
