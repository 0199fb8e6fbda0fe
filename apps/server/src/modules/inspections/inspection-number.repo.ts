import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/**
 * Takes the next running number of the year for the tenant (1, 2, …). The counter row is locked
 * by the update until the transaction ends, so concurrent creates take turns. A year's counter
 * starts after the highest `YYYY-N` number already stored, so numbers made before it existed are
 * not drawn again.
 */
export async function drawYearlyValue(tx: Tx, year: number): Promise<number> {
  const [counted] = await queryRows<{ value: string }>(
    tx,
    sql`UPDATE inspection_number_counters SET last_value = last_value + 1
        WHERE tenant_id = app_tenant() AND year = ${year} RETURNING last_value::text AS value`,
  );
  if (counted) return Number(counted.value);
  const [started] = await queryRows<{ value: string }>(
    tx,
    sql`INSERT INTO inspection_number_counters (tenant_id, year, last_value)
        SELECT app_tenant(), ${year}, coalesce(max(substring(number FROM '^\\d{4}-(\\d{1,15})$')::bigint), 0) + 1
        FROM inspections WHERE tenant_id = app_tenant() AND number LIKE ${`${year}-%`}
        ON CONFLICT (tenant_id, year)
          DO UPDATE SET last_value = inspection_number_counters.last_value + 1
        RETURNING last_value::text AS value`,
  );
  return Number(started!.value);
}
