import type { RemarkImage, RemarkImageUploadFields } from '@syna/contracts/remarks';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import {
  removeFilesAfterCommit,
  withFilesRemovedOnFailure,
} from '../../platform/storage/transactional-files.ts';
import { storeImageAsset } from '../content/asset.service.ts';
import type { RemarkRow } from './remark.repo.ts';
import { requireRemark, type RemarkPath } from './remark.service.ts';
import {
  deleteRemarkImages,
  deleteUnusedAssets,
  findRemarkImage,
  insertRemarkImages,
  nextImageSortOrder,
  toRemarkImage,
} from './remark-image.repo.ts';

/** A photo as its path names it: `image` on a remark. */
export interface ImagePath extends RemarkPath {
  image: string;
}

/**
 * The image an annotated version is drawn on. Versions always point at the first original, so
 * drawing on a version gives another version of the same photo.
 */
async function originalOf(context: RequestContext, remark: RemarkRow, originalId: string): Promise<string> {
  const original = await findRemarkImage(context.tx, remark.id, originalId);
  if (!original) {
    const message = 'Originalbilden finns inte på anmärkningen';
    throw badRequest(message, { 'body.originalId': [message] });
  }
  return original.originalId ?? original.id;
}

/**
 * Adds a photo (or an annotated version of one) to a remark: checked and re-encoded without
 * metadata, stored with a thumbnail under a generated name. If anything fails after the files
 * were written, they are removed again.
 */
export async function addRemarkImage(
  context: RequestContext,
  storage: FileStorage,
  path: RemarkPath,
  fields: RemarkImageUploadFields,
  upload: UploadedFile,
): Promise<RemarkImage> {
  const remark = await requireRemark(context, path);
  const originalId = fields.originalId ? await originalOf(context, remark, fields.originalId) : null;
  return withFilesRemovedOnFailure(storage, context.log, async (put) => {
    const asset = await storeImageAsset(context, put, upload);
    const [row] = await insertRemarkImages(context.tx, context.tenant.id, [
      {
        remarkId: remark.id,
        assetId: asset.id,
        originalId,
        annotations: fields.annotations ?? null,
        sortOrder: await nextImageSortOrder(context.tx, remark.id),
      },
    ]);
    return toRemarkImage(context.tenant.id, {
      ...row!,
      assetName: asset.name,
      width: asset.width,
      height: asset.height,
    });
  });
}

/**
 * Deletes a photo of a remark with its annotated versions; the stored files nothing else uses
 * go once that has committed.
 */
export async function removeRemarkImage(
  context: RequestContext,
  storage: FileStorage,
  path: ImagePath,
): Promise<void> {
  const remark = await requireRemark(context, path);
  if (!(await findRemarkImage(context.tx, remark.id, path.image))) throw notFound('Bilden finns inte');
  const assetIds = await deleteRemarkImages(context.tx, remark.id, path.image);
  removeFilesAfterCommit(context, storage, await deleteUnusedAssets(context.tx, assetIds));
}
