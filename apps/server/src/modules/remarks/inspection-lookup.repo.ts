import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

// The inspections module owns these tables; remarks only need to know that a row exists in the
// caller's tenant, so two existence checks in plain SQL keep this module independent of it.

export async function inspectionExists(tx: Tx, inspectionId: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM inspections WHERE tenant_id = app_tenant() AND id = ${inspectionId}`,
  );
  return rows.length > 0;
}

export async function inspectionTypeExists(tx: Tx, typeId: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM inspection_types WHERE tenant_id = app_tenant() AND id = ${typeId}`,
  );
  return rows.length > 0;
}
