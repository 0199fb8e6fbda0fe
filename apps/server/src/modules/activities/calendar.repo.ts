import { sql, type SQL } from 'drizzle-orm';
import type { CalendarDayCount, CalendarEntry } from '@syna/contracts/activities';
import { TIME_ZONE } from '@syna/contracts/time-zone';
import { formatAddress } from '@syna/contracts/format';
import { DEFAULT_INSPECTION_MINUTES } from '@syna/contracts/lookups';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { isoInstant, occurrenceStarts, startOfDay } from './activity-occurrences.repo.ts';

/** The days `from`..`to` of one member's calendar (`userId`), or of the whole firm's. */
export interface CalendarRange {
  from: string;
  to: string;
  userId?: string | undefined;
}

type ActivityEntry = Extract<CalendarEntry, { kind: 'activity' }>;
type InspectionEntry = Extract<CalendarEntry, { kind: 'inspection' }>;

interface OccurrenceRow {
  id: string;
  start: string;
  end: string;
  title: string;
  name: string | null;
  location: string | null;
  progress: number;
  user_id: string | null;
  user_name: string | null;
}

/**
 * The activities that may have an occurrence in the range, each read through an index on (tenant,
 * time): a one-off one that meets the range by its start, which lies no further before the range
 * than the firm's longest one-off lasts (read from the end of the duration index); and every
 * repeating one begun before the range ends (the partial index on repeating activities).
 */
function candidateActivities(rangeStart: SQL, rangeEnd: SQL, userId: string | undefined): SQL {
  const ofUser = userId ? sql`AND user_id = ${userId}` : sql``;
  const columns = sql`id, start_time, stop_time, repeat, title, name, location, progress, user_id`;
  const longest = sql`(SELECT coalesce(max(stop_time - start_time), interval '0') FROM activities
                       WHERE tenant_id = app_tenant() AND repeat = 'none')`;
  return sql`(
    SELECT ${columns} FROM activities
    WHERE tenant_id = app_tenant() AND repeat = 'none' ${ofUser}
      AND start_time >= ${rangeStart} - ${longest} AND start_time < ${rangeEnd} AND stop_time >= ${rangeStart}
    UNION ALL
    SELECT ${columns} FROM activities
    WHERE tenant_id = app_tenant() AND repeat <> 'none' ${ofUser} AND start_time < ${rangeEnd}
  )`;
}

/**
 * Where the occurrences of the tenant's activities that overlap the days `from`..`to` come from
 * (`a` the activity, `o.occurrence_start` each start) and how they are chosen. An occurrence may
 * have begun before `from` (a long one), so starts are looked for from as many days earlier as the
 * activity lasts.
 */
function occurrencesInRange(query: CalendarRange) {
  const rangeStart = startOfDay(sql`${query.from}::date`);
  const rangeEnd = startOfDay(sql`${query.to}::date + 1`);
  const earliestDay = sql`(${query.from}::date - ceil(extract(epoch FROM a.stop_time - a.start_time) / 86400)::int)`;
  const occurrenceEnd = sql`(o.occurrence_start + (a.stop_time - a.start_time))`;
  return {
    rangeStart,
    occurrenceEnd,
    from: sql`${candidateActivities(rangeStart, rangeEnd, query.userId)} a
              CROSS JOIN ${occurrenceStarts(earliestDay, sql`${query.to}::date`)} o`,
    where: sql`o.occurrence_start < ${rangeEnd}
               AND (${occurrenceEnd} > ${rangeStart} OR o.occurrence_start >= ${rangeStart})`,
  };
}

/** The statement of every occurrence of the tenant's activities that overlaps the days `from`..`to`. */
export function activityOccurrencesQuery(query: CalendarRange): SQL {
  const range = occurrencesInRange(query);
  return sql`SELECT a.id, ${isoInstant(sql`o.occurrence_start`)} AS start, ${isoInstant(range.occurrenceEnd)} AS "end",
                    a.title, a.name, a.location, a.progress, a.user_id, u.name AS user_name
             FROM ${range.from}
             LEFT JOIN users u ON u.id = a.user_id
             WHERE ${range.where}
             ORDER BY o.occurrence_start, a.id`;
}

/** Every occurrence of the tenant's activities that overlaps the days `from`..`to`. */
export async function listActivityOccurrences(tx: Tx, query: CalendarRange): Promise<ActivityEntry[]> {
  const rows = await queryRows<OccurrenceRow>(tx, activityOccurrencesQuery(query));
  return rows.map((row) => ({
    kind: 'activity',
    id: row.id,
    start: row.start,
    end: row.end,
    title: row.title,
    name: row.name,
    location: row.location,
    progress: row.progress,
    userId: row.user_id,
    user: row.user_name,
  }));
}

interface InspectionRow {
  id: string;
  number: string;
  date: string;
  start: string | null;
  end: string | null;
  end_estimated: boolean;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  status_name: string | null;
  status_name_en: string | null;
  status_color: string | null;
  inspector_id: string | null;
  inspector_name: string | null;
}

/** The tenant's inspections `i` dated `from`..`to` (the member's, when the range names one). */
const inspectionsInRange = (query: CalendarRange) =>
  sql`i.tenant_id = app_tenant() AND i.date BETWEEN ${query.from}::date AND ${query.to}::date
      ${query.userId ? sql`AND i.inspector_id = ${query.userId}` : sql``}`;

/**
 * The statement of the tenant's inspections dated `from`..`to`, at their start and stop times when
 * they have them; a start without a stop ends after the inspection type's default duration. The
 * inspection's columns read are in the calendar index (tenant, date), the type is one row by its key.
 */
export function inspectionEntriesQuery(query: CalendarRange): SQL {
  const at = (time: string) => isoInstant(startOfDay(sql`i.date + ${sql.raw(time)}`));
  const defaultStop = `i.start_time + make_interval(mins => coalesce(t.default_duration_minutes, ${DEFAULT_INSPECTION_MINUTES}))`;
  return sql`SELECT i.id, i.number, to_char(i.date, 'YYYY-MM-DD') AS date,
               CASE WHEN i.start_time IS NOT NULL THEN ${at('i.start_time')} END AS start,
               CASE WHEN i.start_time IS NULL THEN NULL
                    WHEN i.stop_time IS NOT NULL THEN ${at('i.stop_time')}
                    ELSE ${at(defaultStop)} END AS "end",
               (i.start_time IS NOT NULL AND i.stop_time IS NULL) AS end_estimated,
               i.address ->> 'address' AS street, i.address ->> 'postalCode' AS postal_code,
               i.address ->> 'city' AS city,
               s.name AS status_name, s.name_en AS status_name_en, s.color AS status_color, i.inspector_id, u.name AS inspector_name
        FROM inspections i
        LEFT JOIN inspection_statuses s ON s.tenant_id = i.tenant_id AND s.id = i.status_id
        LEFT JOIN inspection_types t ON t.tenant_id = i.tenant_id AND t.id = i.type_id
        LEFT JOIN users u ON u.id = i.inspector_id
        WHERE ${inspectionsInRange(query)}
        ORDER BY i.date, i.start_time NULLS FIRST, i.number`;
}

/** The tenant's inspections dated `from`..`to`. */
export async function listInspectionEntries(tx: Tx, query: CalendarRange): Promise<InspectionEntry[]> {
  const rows = await queryRows<InspectionRow>(tx, inspectionEntriesQuery(query));
  return rows.map((row) => {
    const address =
      formatAddress({ address: row.street, postalCode: row.postal_code, city: row.city }) || null;
    return {
      kind: 'inspection',
      id: row.id,
      start: row.start ?? row.date,
      end: row.end,
      endEstimated: row.end_estimated,
      allDay: row.start === null,
      title: row.street ? `${row.number} ${row.street}` : row.number,
      number: row.number,
      address,
      status:
        row.status_name === null
          ? null
          : { name: row.status_name, nameEn: row.status_name_en, color: row.status_color },
      inspectorId: row.inspector_id,
      inspector: row.inspector_name,
    };
  });
}

/**
 * The number of entries of each day of the range that has any, in one statement: an activity's
 * occurrence counts on the day it starts (the range's first day, for one begun before it), an
 * inspection on its date. Reads the same indexes as the lists, without their joins.
 */
export async function countCalendarDays(tx: Tx, query: CalendarRange): Promise<CalendarDayCount[]> {
  const occurrences = occurrencesInRange(query);
  const firstDay = sql`greatest(o.occurrence_start, ${occurrences.rangeStart})`;
  return queryRows<CalendarDayCount>(
    tx,
    sql`SELECT day AS date, count(*)::int AS count FROM (
          SELECT to_char(${firstDay} AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD') AS day
          FROM ${occurrences.from} WHERE ${occurrences.where}
          UNION ALL
          SELECT to_char(i.date, 'YYYY-MM-DD') FROM inspections i WHERE ${inspectionsInRange(query)}
        ) entries GROUP BY day ORDER BY day`,
  );
}
