import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import type { Booking } from './order-calendar.ts';

/**
 * What occupies the calendar between two dates: new orders with a preferred time (one slot
 * each), and inspections with a start time (until their stop time, else one slot). An accepted
 * order is not counted itself: its inspection carries the booking, wherever it has been moved.
 */
export async function listBookings(
  tx: Tx,
  from: string,
  to: string,
  slotMinutes: number,
): Promise<Booking[]> {
  const rows = await queryRows<{ date: string; start_minute: number; end_minute: number }>(
    tx,
    sql`SELECT to_char(preferred_date, 'YYYY-MM-DD') AS date,
               (extract(epoch FROM preferred_time) / 60)::int AS start_minute,
               (extract(epoch FROM preferred_time) / 60)::int + ${slotMinutes}::int AS end_minute
        FROM orders
        WHERE tenant_id = app_tenant() AND status = 'new' AND preferred_time IS NOT NULL
          AND preferred_date BETWEEN ${from}::date AND ${to}::date
        UNION ALL
        SELECT to_char(date, 'YYYY-MM-DD'),
               (extract(epoch FROM start_time) / 60)::int,
               coalesce((extract(epoch FROM stop_time) / 60)::int,
                        (extract(epoch FROM start_time) / 60)::int + ${slotMinutes}::int)
        FROM inspections
        WHERE tenant_id = app_tenant() AND start_time IS NOT NULL
          AND date BETWEEN ${from}::date AND ${to}::date`,
  );
  return rows.map((row) => ({
    date: row.date,
    start: Number(row.start_minute),
    end: Number(row.end_minute),
  }));
}

/**
 * Makes concurrent bookings of one day take turns until the transaction ends, so that two
 * customers cannot both take the last place of a slot.
 */
export async function lockBookingDay(tx: Tx, date: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(app_tenant() || ':order-day:' || ${date}))`);
}
