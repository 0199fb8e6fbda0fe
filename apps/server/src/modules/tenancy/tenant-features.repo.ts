import { sql } from 'drizzle-orm';
import type { Feature } from '@syna/contracts/initial-data';
import type { Tx } from '../../platform/db/database.ts';
import { tenantFeatures } from './tenancy.tables.ts';

const toFeature = (row: typeof tenantFeatures.$inferSelect): Feature => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
});

/** The tenant's features, switched on or off, by name. */
export async function listTenantFeatures(tx: Tx): Promise<Feature[]> {
  const rows = await tx
    .select()
    .from(tenantFeatures)
    .where(sql`${tenantFeatures.tenantId} = app_tenant()`)
    .orderBy(tenantFeatures.name);
  return rows.map(toFeature);
}
