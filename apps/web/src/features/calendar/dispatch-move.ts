import type { CalendarEntry } from '@syna/contracts/activities';
import type { InspectionUpdate } from '@syna/contracts/inspections';
import { MINUTES_PER_DAY, minuteOf, timeOfMinute } from './dispatch-lanes';

/** Where a dragged assignment is dropped: whose lane, which day, and (in the day view) what time. */
export interface DispatchTarget {
  inspectorId: string | null;
  date: string;
  /** `HH:mm`; absent when the drop keeps the assignment's own time (the week view). */
  time?: string;
}

/**
 * The change of an assignment moved to a lane, day and time: its inspector and date, and its times
 * moved together (its stop keeps the booking's length; a stop the type's duration gave stays unset).
 */
export function movedBooking(
  entry: Extract<CalendarEntry, { kind: 'inspection' }>,
  target: DispatchTarget,
): Pick<InspectionUpdate, 'inspectorId' | 'date' | 'startTime' | 'stopTime'> {
  const change = { inspectorId: target.inspectorId, date: target.date };
  if (target.time === undefined) return change;
  if (entry.allDay || entry.end === null || entry.endEstimated) {
    return { ...change, startTime: target.time, stopTime: null };
  }
  const length = (Date.parse(entry.end) - Date.parse(entry.start)) / 60_000;
  const stop = Math.min(minuteOf(target.time) + length, MINUTES_PER_DAY - 1);
  return { ...change, startTime: target.time, stopTime: timeOfMinute(stop) };
}

/**
 * When a moved assignment is to be done, as the confirmation says it: "tis 1 dec 09:00" (the
 * weekday, day and month in the app's language, without abbreviation dots), the time when it has one.
 */
export function bookingWhen(date: string, time: string | null, locale: string): string {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(/\./g, '')
    .replace(/,/g, '');
  return time ? `${day} ${time}` : day;
}
