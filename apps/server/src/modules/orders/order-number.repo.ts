import { zoneToday } from '@syna/contracts/time-zone';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/**
 * The number of a new order, `B{YYYY}-{NNNN}` for the current Swedish year. The upsert locks the
 * year's counter row until the transaction ends, so concurrent orders take turns and never draw
 * the same number; a rolled-back order gives its number back.
 */
export async function drawOrderNumber(tx: Tx, now: Date = new Date()): Promise<string> {
  const year = Number(zoneToday(now).slice(0, 4));
  const [row] = await queryRows<{ value: string }>(
    tx,
    sql`INSERT INTO order_number_counters (tenant_id, year, last_value) VALUES (app_tenant(), ${year}, 1)
        ON CONFLICT (tenant_id, year) DO UPDATE SET last_value = order_number_counters.last_value + 1
        RETURNING last_value::text AS value`,
  );
  return `B${year}-${row!.value.padStart(4, '0')}`;
}
