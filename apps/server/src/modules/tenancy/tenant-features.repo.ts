import { sql } from 'drizzle-orm';
import type { Feature } from '@syna/contracts/initial-data';
import type { Tx } from '../../platform/db/database.ts';
import { tenantFeatures } from './tenancy.tables.ts';

export async function listTenantFeatures(tx: Tx): Promise<Feature[]> {
  const rows = await tx
    .select()
    .from(tenantFeatures)
    .where(sql`${tenantFeatures.tenantId} = app_tenant()`)
    .orderBy(tenantFeatures.name);
  return rows.map((row) => ({ id: row.id, name: row.name, enabled: row.enabled }));
}
