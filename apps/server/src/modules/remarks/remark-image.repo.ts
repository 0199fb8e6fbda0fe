import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Annotation, Remark, RemarkImage } from '@syna/contracts/remarks';
import type { SpeechRecording } from '@syna/contracts/speech';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { assetColumnsOf, assetThumbnailUrl, assetUrl } from '../content/index.ts';
import { toRemark, type RemarkRow } from './remark.repo.ts';
import { remarkImages } from './remarks.tables.ts';

export type RemarkImageRow = typeof remarkImages.$inferSelect;
export type NewRemarkImage = Omit<typeof remarkImages.$inferInsert, 'tenantId' | 'createdAt'>;
/** An image with what its asset tells about it: the name it is served under and its size. */
export type RemarkImageWithAsset = RemarkImageRow & {
  assetName: string;
  width: number | null;
  height: number | null;
};

/**
 * An image as the API shows it. An annotated version shows its original's caption, given as
 * `captionOf` where the original is at hand.
 */
export function toRemarkImage(
  tenantId: string,
  row: RemarkImageWithAsset,
  captionOf: ReadonlyMap<string, string | null> = new Map(),
): RemarkImage {
  return {
    id: row.id,
    name: row.assetName,
    caption: row.originalId ? (captionOf.get(row.originalId) ?? null) : row.caption,
    url: assetUrl(tenantId, row.assetName),
    thumbnailUrl: assetThumbnailUrl(tenantId, row.assetName),
    originalId: row.originalId,
    annotations: row.annotations,
    width: row.width,
    height: row.height,
    created: row.createdAt.toISOString(),
  };
}

const inTenant = sql`${remarkImages.tenantId} = app_tenant()`;

/**
 * Remark rows with their images, in one more query however many remarks there are, and the
 * recordings already read for them.
 */
export async function withImages(
  tx: Tx,
  tenantId: string,
  rows: readonly RemarkRow[],
  recordings: ReadonlyMap<string, SpeechRecording[]>,
): Promise<Remark[]> {
  const byRemark = new Map<string, RemarkImage[]>();
  const all = await listImagesOfRemarks(
    tx,
    rows.map((row) => row.id),
  );
  const captions = captionsOf(all);
  for (const image of all) {
    const images = byRemark.get(image.remarkId) ?? [];
    images.push(toRemarkImage(tenantId, image, captions));
    byRemark.set(image.remarkId, images);
  }
  return rows.map((row) => toRemark(row, byRemark.get(row.id) ?? [], recordings.get(row.id) ?? []));
}

/** The captions of photos by their ids: what their annotated versions show. */
export const captionsOf = (images: readonly RemarkImageRow[]): Map<string, string | null> =>
  new Map(images.map((image) => [image.id, image.caption]));

export async function listImagesOfRemarks(
  tx: Tx,
  remarkIds: readonly string[],
): Promise<(RemarkImageWithAsset & { storageKey: string })[]> {
  if (remarkIds.length === 0) return [];
  const rows = await tx
    .select({ image: remarkImages, ...assetColumnsOf(remarkImages.assetId) })
    .from(remarkImages)
    .where(and(inTenant, inArray(remarkImages.remarkId, [...remarkIds])))
    .orderBy(asc(remarkImages.sortOrder), asc(remarkImages.createdAt), asc(remarkImages.id));
  return rows.map(({ image, ...asset }) => ({ ...image, ...asset }));
}

export async function findRemarkImage(
  tx: Tx,
  remarkId: string,
  imageId: string,
): Promise<RemarkImageRow | null> {
  const [row] = await tx
    .select()
    .from(remarkImages)
    .where(and(inTenant, eq(remarkImages.remarkId, remarkId), eq(remarkImages.id, imageId)));
  return row ?? null;
}

/** The sort order that places a new image last on its remark. */
export async function nextImageSortOrder(tx: Tx, remarkId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${remarkImages.sortOrder}) + 1, 0)::int` })
    .from(remarkImages)
    .where(and(inTenant, eq(remarkImages.remarkId, remarkId)));
  return row?.next ?? 0;
}

/** Inserts images in one statement, so annotated versions may point at originals inserted with them. */
export async function insertRemarkImages(
  tx: Tx,
  tenantId: string,
  rows: readonly NewRemarkImage[],
): Promise<RemarkImageRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(remarkImages)
    .values(rows.map((row) => ({ ...row, tenantId })))
    .returning();
}

/** Deletes an image and its annotated versions; answers the assets they used. */
export async function deleteRemarkImages(tx: Tx, remarkId: string, imageId: string): Promise<string[]> {
  const rows = await tx
    .delete(remarkImages)
    .where(
      and(
        inTenant,
        eq(remarkImages.remarkId, remarkId),
        or(eq(remarkImages.id, imageId), eq(remarkImages.originalId, imageId)),
      ),
    )
    .returning({ assetId: remarkImages.assetId });
  return rows.map((row) => row.assetId);
}

/** The annotated versions of a photo, the newest first (the one a save keeps and redraws). */
export async function listAnnotatedVersions(
  tx: Tx,
  remarkId: string,
  originalId: string,
): Promise<RemarkImageRow[]> {
  return tx
    .select()
    .from(remarkImages)
    .where(and(inTenant, eq(remarkImages.remarkId, remarkId), eq(remarkImages.originalId, originalId)))
    .orderBy(desc(remarkImages.createdAt), desc(remarkImages.id));
}

/** Points an annotated version at its newly drawn image and marks. */
export async function updateAnnotatedVersion(
  tx: Tx,
  imageId: string,
  assetId: string,
  annotations: Annotation[],
): Promise<RemarkImageRow> {
  const [row] = await tx
    .update(remarkImages)
    .set({ assetId, annotations })
    .where(and(inTenant, eq(remarkImages.id, imageId)))
    .returning();
  return row!;
}

/** Writes a photo's caption (null clears it). */
export async function updateImageCaption(
  tx: Tx,
  imageId: string,
  caption: string | null,
): Promise<RemarkImageRow> {
  const [row] = await tx
    .update(remarkImages)
    .set({ caption })
    .where(and(inTenant, eq(remarkImages.id, imageId)))
    .returning();
  return row!;
}

/** Deletes images by id; answers the assets they used. */
export async function deleteImagesById(tx: Tx, imageIds: readonly string[]): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const rows = await tx
    .delete(remarkImages)
    .where(and(inTenant, inArray(remarkImages.id, [...imageIds])))
    .returning({ assetId: remarkImages.assetId });
  return rows.map((row) => row.assetId);
}

/** The assets used by the images of some remarks (before those remarks are deleted). */
export async function assetIdsOfRemarks(tx: Tx, remarkIds: readonly string[]): Promise<string[]> {
  if (remarkIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ assetId: remarkImages.assetId })
    .from(remarkImages)
    .where(and(inTenant, inArray(remarkImages.remarkId, [...remarkIds])));
  return rows.map((row) => row.assetId);
}

/** The assets used by the images of an inspection's remarks (before the inspection is deleted). */
export async function assetIdsOfInspection(tx: Tx, inspectionId: string): Promise<string[]> {
  const rows = await queryRows<{ asset_id: string }>(
    tx,
    sql`SELECT DISTINCT image.asset_id FROM remark_images image
        JOIN remarks remark ON remark.tenant_id = image.tenant_id AND remark.id = image.remark_id
        JOIN inspection_objects object ON object.tenant_id = remark.tenant_id AND object.id = remark.object_id
        WHERE image.tenant_id = app_tenant() AND object.inspection_id = ${inspectionId}`,
  );
  return rows.map((row) => row.asset_id);
}

/** The condition that no remark image uses the asset any more (a copied object shares its images' assets). */
export const unusedByRemarkImages = (assetId: SQL): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM ${remarkImages} used
                  WHERE used.tenant_id = app_tenant() AND used.asset_id = ${assetId})`;
