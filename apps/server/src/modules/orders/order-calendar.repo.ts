import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_INSPECTION_MINUTES } from '@syna/contracts/lookups';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspectorMembers } from '../inspections/index.ts';
import type { CalendarLoad } from './order-calendar.ts';

const minutesOf = (time: string) => sql.raw(`(extract(epoch FROM ${time}) / 60)::int`);

/**
 * The statement of everything the booking calendar weighs between two dates, as one row of JSON:
 * the inspectors with their saved weeks and the absences that meet the range, and what takes
 * their time, each with its inspector or none: new orders with a preferred time (one slot each)
 * and assignments with a start time (until their stop time, else for their type's default
 * duration, as the dispatch calendar draws them). An accepted order is not counted itself: its
 * assignment carries the booking, wherever it has been moved. The assignments are read from the
 * calendar index (tenant, date) with their type by its key; each inspector's absences by the
 * member's index.
 */
export function calendarLoadQuery(from: string, to: string, slotMinutes: number): SQL {
  return sql`SELECT
    (SELECT coalesce(json_agg(json_build_object(
              'id', m.id, 'name', m.name,
              'hours', (SELECT coalesce(json_agg(json_build_object(
                                 'weekday', h.weekday, 'start', to_char(h.start_time, 'HH24:MI'),
                                 'end', to_char(h.end_time, 'HH24:MI')) ORDER BY h.weekday), '[]'::json)
                          FROM member_hours h WHERE h.tenant_id = app_tenant() AND h.user_id = m.id),
              'absences', (SELECT coalesce(json_agg(json_build_object(
                                    'from', to_char(a.from_date, 'YYYY-MM-DD'),
                                    'to', to_char(a.to_date, 'YYYY-MM-DD'))), '[]'::json)
                             FROM member_absences a
                             WHERE a.tenant_id = app_tenant() AND a.user_id = m.id
                               AND a.to_date >= ${from}::date AND a.from_date <= ${to}::date))), '[]'::json)
       FROM (${inspectorMembers}) m) AS inspectors,
    (SELECT coalesce(json_agg(json_build_object(
              'date', b.date, 'start', b.start_minute, 'end', b.end_minute, 'inspectorId', b.inspector_id)), '[]'::json)
       FROM (SELECT to_char(o.preferred_date, 'YYYY-MM-DD') AS date,
                    ${minutesOf('o.preferred_time')} AS start_minute,
                    ${minutesOf('o.preferred_time')} + ${slotMinutes}::int AS end_minute,
                    o.inspector_id
               FROM orders o
              WHERE o.tenant_id = app_tenant() AND o.status = 'new' AND o.preferred_time IS NOT NULL
                AND o.preferred_date BETWEEN ${from}::date AND ${to}::date
             UNION ALL
             SELECT to_char(i.date, 'YYYY-MM-DD'),
                    ${minutesOf('i.start_time')},
                    coalesce(${minutesOf('i.stop_time')},
                             ${minutesOf('i.start_time')} + coalesce(t.default_duration_minutes, ${DEFAULT_INSPECTION_MINUTES})),
                    i.inspector_id
               FROM inspections i
               LEFT JOIN inspection_types t ON t.tenant_id = i.tenant_id AND t.id = i.type_id
              WHERE i.tenant_id = app_tenant() AND i.start_time IS NOT NULL
                AND i.date BETWEEN ${from}::date AND ${to}::date) b) AS bookings`;
}

/** Everything the booking calendar weighs between two dates, in one statement. */
export async function loadCalendar(
  tx: Tx,
  from: string,
  to: string,
  slotMinutes: number,
): Promise<CalendarLoad> {
  const [row] = await queryRows<CalendarLoad>(tx, calendarLoadQuery(from, to, slotMinutes));
  return row!;
}

/**
 * Makes concurrent bookings of one day take turns until the transaction ends, so that two
 * customers cannot both take the last free inspector of a slot.
 */
export async function lockBookingDay(tx: Tx, date: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(app_tenant() || ':order-day:' || ${date}))`);
}
