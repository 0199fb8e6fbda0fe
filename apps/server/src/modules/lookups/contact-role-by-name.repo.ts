import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/**
 * The contact role with this name (case-insensitively, archived or not), created last in the
 * list when the firm has none. Concurrent accepts that both create it end with the one role.
 */
export async function findOrCreateContactRole(tx: Tx, tenantId: string, name: string): Promise<string> {
  const findRole = sql`SELECT id FROM contact_roles WHERE tenant_id = app_tenant() AND lower(name) = lower(${name})`;
  const [existing] = await queryRows<{ id: string }>(tx, findRole);
  if (existing) return existing.id;
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO contact_roles (tenant_id, name, sort_order)
        SELECT ${tenantId}, ${name}, coalesce(max(sort_order) + 1, 0) FROM contact_roles WHERE tenant_id = app_tenant()
        ON CONFLICT (tenant_id, lower(name)) DO NOTHING
        RETURNING id`,
  );
  if (created) return created.id;
  const [raced] = await queryRows<{ id: string }>(tx, findRole);
  return raced!.id;
}
