import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';

/**
 * True when the id names a contact of the tenant's address book. The contacts module owns that
 * table; this one question is asked here in plain SQL rather than by reaching into the module.
 */
export async function isTenantContact(tx: Tx, id: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`SELECT 1 FROM contacts WHERE tenant_id = app_tenant() AND id = ${id}`);
  return rows.length > 0;
}
