import type { Tx } from '../../platform/db/database.ts';
import { listObjects, type ObjectRow } from './object.repo.ts';
import { listImagesOfRemarks } from './remark-image.repo.ts';
import { listRemarksOfObjects, type RemarkContent, type RemarkRow } from './remark.repo.ts';

/** A photo of a remark with where its image is stored. */
export interface RemarkPhoto {
  id: string;
  remarkId: string;
  originalId: string | null;
  name: string;
  storageKey: string;
  caption: string | null;
  createdAt: Date;
}

/** An inspection's objects, their remarks and the remarks' photos, each in its stored order. */
export interface InspectionRemarks {
  objects: Pick<ObjectRow, 'id' | 'name'>[];
  remarks: (Pick<RemarkRow, 'id' | 'objectId'> & RemarkContent)[];
  photos: RemarkPhoto[];
}

/**
 * Everything remarked on an inspection, for what is made of it (a report), read inside the firm's
 * scope: three queries however many objects, remarks and photos there are.
 */
export async function listInspectionRemarks(tx: Tx, inspectionId: string): Promise<InspectionRemarks> {
  const objects = await listObjects(tx, inspectionId);
  const remarks = await listRemarksOfObjects(
    tx,
    objects.map((object) => object.id),
  );
  const images = await listImagesOfRemarks(
    tx,
    remarks.map((remark) => remark.id),
  );
  const photos = images.map((image) => ({
    id: image.id,
    remarkId: image.remarkId,
    originalId: image.originalId,
    name: image.assetName,
    storageKey: image.storageKey,
    caption: image.caption,
    createdAt: image.createdAt,
  }));
  return { objects, remarks, photos };
}
