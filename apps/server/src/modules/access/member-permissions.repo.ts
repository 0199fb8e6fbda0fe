import { sql } from 'drizzle-orm';
import { textArray } from '../../platform/db/sql-arrays.ts';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/** A member's own patterns, found by their user id: null when the user is not a member. */
export async function findMemberPermissions(tx: Tx, userId: string): Promise<string[] | null> {
  const [row] = await queryRows<{ permissions: string[] }>(
    tx,
    sql`SELECT permissions FROM accounts WHERE tenant_id = app_tenant() AND user_id = ${userId}`,
  );
  return row ? row.permissions : null;
}

export async function setMemberPermissions(tx: Tx, userId: string, permissions: string[]): Promise<void> {
  await tx.execute(
    sql`UPDATE accounts SET permissions = ${textArray(permissions)}
        WHERE tenant_id = app_tenant() AND user_id = ${userId}`,
  );
}
