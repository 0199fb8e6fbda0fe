import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { assets } from '../content/content.tables.ts';
import { remarkImages } from '../remarks/remarks.tables.ts';

/** A photo of a remark with where its image is stored. */
export interface ReportPhotoRow {
  id: string;
  remarkId: string;
  originalId: string | null;
  name: string;
  storageKey: string;
  createdAt: Date;
}

/**
 * The photos of the given remarks with their stored images, read inside the firm's scope: the
 * only pictures a report can hold.
 */
export async function listPhotosOfRemarks(tx: Tx, remarkIds: readonly string[]): Promise<ReportPhotoRow[]> {
  if (remarkIds.length === 0) return [];
  return tx
    .select({
      id: remarkImages.id,
      remarkId: remarkImages.remarkId,
      originalId: remarkImages.originalId,
      name: assets.name,
      storageKey: assets.storageKey,
      createdAt: remarkImages.createdAt,
    })
    .from(remarkImages)
    .innerJoin(assets, and(eq(assets.tenantId, remarkImages.tenantId), eq(assets.id, remarkImages.assetId)))
    .where(and(sql`${remarkImages.tenantId} = app_tenant()`, inArray(remarkImages.remarkId, [...remarkIds])))
    .orderBy(asc(remarkImages.sortOrder), asc(remarkImages.createdAt), asc(remarkImages.id));
}
