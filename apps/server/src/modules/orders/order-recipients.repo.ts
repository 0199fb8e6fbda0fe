import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/** The tenant's members with the permission patterns of their roles. */
export async function listMemberPermissions(tx: Tx): Promise<{ userId: string; permissions: string[] }[]> {
  const rows = await queryRows<{ user_id: string; permissions: string[] | null }>(
    tx,
    sql`SELECT a.user_id, array_agg(DISTINCT permission) FILTER (WHERE permission IS NOT NULL) AS permissions
        FROM accounts a
        LEFT JOIN roles r ON r.tenant_id = a.tenant_id AND r.name = ANY (a.roles)
        LEFT JOIN LATERAL unnest(r.permissions) AS permission ON true
        WHERE a.tenant_id = app_tenant()
        GROUP BY a.user_id`,
  );
  return rows.map((row) => ({ userId: row.user_id, permissions: row.permissions ?? [] }));
}
