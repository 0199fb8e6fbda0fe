import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/** The tenant's members with their permission patterns (roles, groups and their own). */
export async function listMemberPermissions(tx: Tx): Promise<{ userId: string; permissions: string[] }[]> {
  const rows = await queryRows<{ user_id: string; permissions: string[] | null }>(
    tx,
    sql`SELECT a.user_id,
               array_agg(DISTINCT granted.permission) FILTER (WHERE granted.permission IS NOT NULL) AS permissions
        FROM accounts a
        LEFT JOIN member_permissions granted ON granted.tenant_id = a.tenant_id AND granted.account_id = a.id
        WHERE a.tenant_id = app_tenant()
        GROUP BY a.user_id`,
  );
  return rows.map((row) => ({ userId: row.user_id, permissions: row.permissions ?? [] }));
}
