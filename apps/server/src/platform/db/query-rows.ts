import type { sql } from 'drizzle-orm';
import type { Db, Tx } from './database-driver.ts';

/** Rows of a raw `tx.execute(sql...)` call, whichever driver ran it. */
export async function queryRows<T>(tx: Tx | Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
