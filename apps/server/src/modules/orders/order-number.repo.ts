import { zoneToday } from '@syna/contracts/time-zone';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The statement that draws the number of a new order, `B{YYYY}-{NNNN}` for the current Swedish
 * year, as `number` (a part of the statement that stores the order). The upsert locks the year's
 * counter row until the transaction ends, so concurrent orders take turns and never draw the same
 * number; a rolled-back order gives its number back.
 */
export function drawOrderNumber(now: Date = new Date()): SQL {
  const year = Number(zoneToday(now).slice(0, 4));
  return sql`INSERT INTO order_number_counters (tenant_id, year, last_value) VALUES (app_tenant(), ${year}, 1)
             ON CONFLICT (tenant_id, year) DO UPDATE SET last_value = order_number_counters.last_value + 1
             RETURNING 'B' || year || '-' || lpad(last_value::text, greatest(4, length(last_value::text)), '0') AS number`;
}
