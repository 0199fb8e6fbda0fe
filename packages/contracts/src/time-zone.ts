/**
 * Dates and times in the firms' time zone. Every date and time the product shows, takes or exports
 * is wall-clock time in Sweden, whatever the zone of the device or the server. Built on `Intl`
 * alone, so the public pages can use it without a date library.
 *
 * Daylight-saving changes (as PostgreSQL reads `timestamp AT TIME ZONE`, so both sides agree):
 * - a time the clocks skip (2026-03-29 02:30) is read with the winter offset, i.e. as 03:30 summer
 *   time: the appointment moves forward by the hour the clocks jump;
 * - a time the clocks show twice (2026-10-25 02:30) is the second one, in winter time (01:30 UTC).
 */

/** The firms' time zone. */
export const TIME_ZONE = 'Europe/Stockholm';

/** A moment as an ISO string, epoch milliseconds or a `Date`. */
export type Instant = string | number | Date;

/** A calendar date and a time of day in the firms' time zone: `YYYY-MM-DD` and `HH:mm`. */
export interface WallClock {
  date: string;
  time: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const wallClockFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The zone's calendar and clock fields at a moment, each as two digits (the year as four). */
export function wallClockParts(
  instant: Instant,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = wallClockFormat.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The zone's date and time of day at a moment. */
export function wallClock(instant: Instant): WallClock {
  const part = wallClockParts(instant);
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** The zone's wall-clock time at a moment as `YYYY-MM-DDTHH:mm:ss`, without an offset. */
export function wallClockIso(instant: Instant): string {
  const part = wallClockParts(instant);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** The zone's calendar date (`YYYY-MM-DD`) at a moment; a calendar date stays as it is. */
export function zoneDate(instant: Instant): string {
  return typeof instant === 'string' && DATE_ONLY.test(instant) ? instant : wallClock(instant).date;
}

/** The zone's time of day (`HH:mm`) at a moment. */
export function zoneTime(instant: Instant): string {
  return wallClock(instant).time;
}

/** Today's date in the zone. */
export function zoneToday(now: Instant = new Date()): string {
  return wallClock(now).date;
}

/** The calendar date `days` after `date` (before it when negative), both `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** How far (in milliseconds) the zone's clocks are ahead of UTC at a moment. */
function zoneOffset(epochMs: number): number {
  const part = wallClockParts(epochMs);
  const asUtc = Date.UTC(+part.year, +part.month - 1, +part.day, +part.hour, +part.minute, +part.second);
  return asUtc - (epochMs - (epochMs % 1000));
}

/**
 * The moment the zone's clocks show `date` at `time` (`HH:mm` or `HH:mm:ss`; midnight when left
 * out). Skipped and repeated times follow the rules at the top of this file.
 */
export function zonedInstant(date: string, time = '00:00'): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  const offsetBefore = zoneOffset(wall - DAY_MS);
  const offsetAfter = zoneOffset(wall + DAY_MS);
  // Each offset of the day gives a candidate; it is real when the zone has that offset then.
  const real = [wall - offsetBefore, wall - offsetAfter].filter(
    (candidate) => zoneOffset(candidate) === wall - candidate,
  );
  // Repeated: the later (winter) one. Skipped: read with the offset before the jump.
  return new Date(real.length > 0 ? Math.max(...real) : wall - offsetBefore);
}

/** `zonedInstant` as an ISO string in UTC, as the API carries instants. */
export function zonedIso(date: string, time = '00:00'): string {
  return zonedInstant(date, time).toISOString();
}
