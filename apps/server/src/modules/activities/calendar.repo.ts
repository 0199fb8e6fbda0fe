import { sql } from 'drizzle-orm';
import type { CalendarEntry, CalendarQuery } from '@syna/contracts/activities';
import { formatAddress } from '@syna/contracts/format';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { isoInstant, occurrenceStarts, startOfDay } from './activity-occurrences.repo.ts';

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
  inspection_id: string | null;
  inspection_number: string | null;
}

/**
 * Every occurrence of the tenant's activities that overlaps the days `from`..`to`. An occurrence
 * may have begun before `from` (a long one), so starts are looked for from as many days earlier
 * as the activity lasts.
 */
export async function listActivityOccurrences(tx: Tx, query: CalendarQuery): Promise<ActivityEntry[]> {
  const rangeStart = startOfDay(sql`${query.from}::date`);
  const rangeEnd = startOfDay(sql`${query.to}::date + 1`);
  const earliestDay = sql`(${query.from}::date - ceil(extract(epoch FROM a.stop_time - a.start_time) / 86400)::int)`;
  const occurrenceEnd = sql`(o.occurrence_start + (a.stop_time - a.start_time))`;
  const rows = await queryRows<OccurrenceRow>(
    tx,
    sql`SELECT a.id, ${isoInstant(sql`o.occurrence_start`)} AS start, ${isoInstant(occurrenceEnd)} AS "end",
               a.title, a.name, a.location, a.progress, u.id AS user_id, u.name AS user_name,
               i.id AS inspection_id, i.number AS inspection_number
        FROM activities a
        CROSS JOIN ${occurrenceStarts(earliestDay, sql`${query.to}::date`)} o
        LEFT JOIN users u ON u.id = a.user_id
        LEFT JOIN inspections i ON i.tenant_id = a.tenant_id AND i.id = a.inspection_id
        WHERE a.tenant_id = app_tenant()
          AND a.start_time < ${rangeEnd}
          AND (a.repeat <> 'none' OR a.stop_time >= ${rangeStart})
          ${query.userId ? sql`AND a.user_id = ${query.userId}` : sql``}
          AND o.occurrence_start < ${rangeEnd}
          AND (${occurrenceEnd} > ${rangeStart} OR o.occurrence_start >= ${rangeStart})
        ORDER BY o.occurrence_start, a.id`,
  );
  return rows.map((row) => ({
    kind: 'activity',
    id: row.id,
    start: row.start,
    end: row.end,
    title: row.title,
    name: row.name,
    location: row.location,
    progress: row.progress,
    user: row.user_id ? { id: row.user_id, name: row.user_name ?? '' } : null,
    inspection: row.inspection_id ? { id: row.inspection_id, number: row.inspection_number ?? '' } : null,
  }));
}

interface InspectionRow {
  id: string;
  number: string;
  date: string;
  start: string | null;
  end: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  status_id: string | null;
  status_name: string | null;
  status_color: string | null;
  inspector_id: string | null;
  inspector_name: string | null;
}

/** The tenant's inspections dated `from`..`to`, at their start and stop times when they have them. */
export async function listInspectionEntries(tx: Tx, query: CalendarQuery): Promise<InspectionEntry[]> {
  const at = (time: string) => isoInstant(startOfDay(sql`i.date + ${sql.raw(time)}`));
  const rows = await queryRows<InspectionRow>(
    tx,
    sql`SELECT i.id, i.number, to_char(i.date, 'YYYY-MM-DD') AS date,
               CASE WHEN i.start_time IS NOT NULL THEN ${at('i.start_time')} END AS start,
               CASE WHEN i.start_time IS NOT NULL AND i.stop_time IS NOT NULL THEN ${at('i.stop_time')} END AS "end",
               i.address ->> 'address' AS street, i.address ->> 'postalCode' AS postal_code,
               i.address ->> 'city' AS city,
               s.id AS status_id, s.name AS status_name, s.color AS status_color,
               u.id AS inspector_id, u.name AS inspector_name
        FROM inspections i
        LEFT JOIN inspection_statuses s ON s.tenant_id = i.tenant_id AND s.id = i.status_id
        LEFT JOIN users u ON u.id = i.inspector_id
        WHERE i.tenant_id = app_tenant() AND i.date BETWEEN ${query.from}::date AND ${query.to}::date
          ${query.userId ? sql`AND i.inspector_id = ${query.userId}` : sql``}
        ORDER BY i.date, i.start_time NULLS FIRST, i.number`,
  );
  return rows.map((row) => {
    const address =
      formatAddress({ address: row.street, postalCode: row.postal_code, city: row.city }) || null;
    return {
      kind: 'inspection',
      id: row.id,
      number: row.number,
      start: row.start ?? row.date,
      end: row.end,
      allDay: row.start === null,
      title: row.street ? `${row.number} ${row.street}` : row.number,
      address,
      status: row.status_id
        ? { id: row.status_id, name: row.status_name ?? '', color: row.status_color }
        : null,
      inspector: row.inspector_id ? { id: row.inspector_id, name: row.inspector_name ?? '' } : null,
    };
  });
}
