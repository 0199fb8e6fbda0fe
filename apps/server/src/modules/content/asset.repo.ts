import { and, eq, sql } from 'drizzle-orm';
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
