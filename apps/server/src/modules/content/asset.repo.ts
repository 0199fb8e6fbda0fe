import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { assets } from './content.tables.ts';

export type AssetRow = typeof assets.$inferSelect;
export type NewAsset = Omit<typeof assets.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

const inTenant = sql`${assets.tenantId} = app_tenant()`;

export async function insertAsset(tx: Tx, tenantId: string, asset: NewAsset): Promise<AssetRow> {
  const [row] = await tx
    .insert(assets)
    .values({ ...asset, tenantId })
    .returning();
  return row!;
}

export async function findAssetByName(tx: Tx, name: string): Promise<AssetRow | null> {
  const [row] = await tx
    .select()
    .from(assets)
    .where(and(inTenant, eq(assets.name, name)));
  return row ?? null;
}

export async function findAssetById(tx: Tx, id: string): Promise<AssetRow | null> {
  const [row] = await tx
    .select()
    .from(assets)
    .where(and(inTenant, eq(assets.id, id)));
  return row ?? null;
}

/** An asset of the tenant uploaded for anyone: what a public page may show. */
export async function findAnonymousAsset(tx: Tx, name: string): Promise<AssetRow | null> {
  const [row] = await tx
    .select()
    .from(assets)
    .where(and(inTenant, eq(assets.name, name), eq(assets.access, 'anonymous')));
  return row ?? null;
}

/**
 * Deletes those of the given assets for which `unused` (a condition on an asset's id) holds and
 * answers the storage keys of their files.
 */
export async function deleteAssets(
  tx: Tx,
  assetIds: readonly string[],
  unused: (assetId: SQL) => SQL,
): Promise<string[]> {
  if (assetIds.length === 0) return [];
  const rows = await tx
    .delete(assets)
    .where(and(inTenant, inArray(assets.id, [...assetIds]), unused(sql`${assets.id}`)))
    .returning({ storageKey: assets.storageKey, thumbnailKey: assets.thumbnailKey });
  return rows.flatMap((row) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]);
}
