import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@syna/contracts/time-zone';

/** A timestamptz as the wall-clock time of the calendar's time zone. */
export const localTime = (instant: SQL) => sql`((${instant}) AT TIME ZONE ${TIME_ZONE})`;

/** The first instant of a calendar date (YYYY-MM-DD) in the calendar's time zone. */
export const startOfDay = (date: SQL) => sql`((${date})::timestamp AT TIME ZONE ${TIME_ZONE})`;

/** A timestamptz as ISO 8601 in UTC, the same text whichever driver reads it. */
export const isoInstant = (instant: SQL) =>
  sql`to_char((${instant}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A lateral subquery over the activity aliased `a`: the start of each of its occurrences that
 * begins on a calendar date between `fromDay` and `toDay` (inclusive), as `occurrence_start`.
 * Repeats keep their wall-clock time across daylight-saving changes; a monthly activity on the
 * 31st skips shorter months and a yearly one on 29 February waits for leap years.
 */
export function occurrenceStarts(fromDay: SQL, toDay: SQL): SQL {
  const first = localTime(sql`a.start_time`);
  return sql`LATERAL (
    SELECT CASE WHEN a.repeat = 'none' THEN a.start_time
                ELSE ((day::date + ${first}::time) AT TIME ZONE ${TIME_ZONE}) END AS occurrence_start
    FROM generate_series(greatest(${first}::date, ${fromDay})::timestamp, (${toDay})::timestamp, interval '1 day') AS day
    WHERE CASE a.repeat
      WHEN 'daily' THEN true
      WHEN 'weekly' THEN extract(isodow FROM day) = extract(isodow FROM ${first})
      WHEN 'monthly' THEN extract(day FROM day) = extract(day FROM ${first})
      WHEN 'yearly' THEN to_char(day, 'MM-DD') = to_char(${first}, 'MM-DD')
      ELSE day::date = ${first}::date
    END
  )`;
}
