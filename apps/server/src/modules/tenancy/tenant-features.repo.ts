import { and, eq, sql } from 'drizzle-orm';
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

/** Switches one of the tenant's features on or off; null when the tenant has none with the id. */
export async function setTenantFeature(tx: Tx, id: string, enabled: boolean): Promise<Feature | null> {
  const [row] = await tx
    .update(tenantFeatures)
    .set({ enabled })
    .where(and(sql`${tenantFeatures.tenantId} = app_tenant()`, eq(tenantFeatures.id, id)))
    .returning();
  return row ? toFeature(row) : null;
}
