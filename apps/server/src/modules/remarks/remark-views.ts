import type { InspectionObject, Remark, RemarkImage } from '@syna/contracts/remarks';
import type { Tx } from '../../platform/db/database.ts';
import { assetThumbnailUrl, assetUrl } from '../content/asset-names.ts';
import type { ObjectRow } from './object.repo.ts';
import type { RemarkRow } from './remark.repo.ts';
import { listImagesOfRemarks, type RemarkImageWithAsset } from './remark-image.repo.ts';

// Rows become the contract's shapes here, and only here.

export function toRemarkImage(tenantId: string, row: RemarkImageWithAsset): RemarkImage {
  return {
    id: row.id,
    name: row.assetName,
    url: assetUrl(tenantId, row.assetName),
    thumbnailUrl: assetThumbnailUrl(tenantId, row.assetName),
    originalId: row.originalId,
    annotations: row.annotations,
    width: row.width,
    height: row.height,
    created: row.createdAt.toISOString(),
  };
}

export function toRemark(row: RemarkRow, images: RemarkImage[]): Remark {
  return {
    id: row.id,
    objectId: row.objectId,
    title: row.title,
    text: row.text,
    category: row.category,
    location: row.location,
    sortOrder: row.sortOrder,
    attributes: row.attributes,
    images,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export function toInspectionObject(row: ObjectRow, remarks: Remark[]): InspectionObject {
  return {
    id: row.id,
    inspectionId: row.inspectionId,
    name: row.name,
    description: row.description,
    status: row.status,
    state: row.state,
    sortOrder: row.sortOrder,
    attributes: row.attributes,
    remarks,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** Items grouped by a key, in their order (Map.groupBy needs Node 21). */
export function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Remark rows with their images, in one more query however many remarks there are. */
export async function withImages(tx: Tx, tenantId: string, rows: readonly RemarkRow[]): Promise<Remark[]> {
  const images = await listImagesOfRemarks(
    tx,
    rows.map((row) => row.id),
  );
  const byRemark = groupBy(images, (image) => image.remarkId);
  return rows.map((row) =>
    toRemark(
      row,
      (byRemark.get(row.id) ?? []).map((image) => toRemarkImage(tenantId, image)),
    ),
  );
}
