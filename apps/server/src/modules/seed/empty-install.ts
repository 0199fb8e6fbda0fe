import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/** True while the database has no organisation and no user: nobody can sign in yet. */
export async function isEmptyInstall(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    tx,
    sql`SELECT NOT (EXISTS (SELECT 1 FROM tenants) OR EXISTS (SELECT 1 FROM users)) AS empty`,
  );
  return row!.empty;
}
