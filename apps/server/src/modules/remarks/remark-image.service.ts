import type { FastifyBaseLogger } from 'fastify';
import type { RemarkImage } from '@syna/contracts/remarks';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { withFilesRemovedOnFailure } from '../../platform/storage/transactional-files.ts';
import { prepareImage } from '../content/image-intake.ts';
import { storeImageAsset } from '../content/asset.service.ts';
import type { RemarkRow } from './remark.repo.ts';
import {
  deleteRemarkImages,
  deleteUnusedAssets,
  findRemarkImage,
  insertRemarkImages,
  nextImageSortOrder,
} from './remark-image.repo.ts';
import { toRemarkImage } from './remark-views.ts';
import type { RequestScope } from './request-scope.ts';
import type { ImageUpload } from './image-upload.ts';

/** Where files go, and where to report the ones that could not be removed again. */
export interface FileContext {
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * The image an annotated version is drawn on. Versions always point at the first original, so
 * drawing on a version gives another version of the same photo.
 */
async function originalOf(scope: RequestScope, remark: RemarkRow, originalId: string): Promise<string> {
  const original = await findRemarkImage(scope.tx, remark.id, originalId);
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
  scope: RequestScope,
  files: FileContext,
  remark: RemarkRow,
  upload: ImageUpload,
): Promise<RemarkImage> {
  const { tx, tenant, user } = scope;
  const originalId = upload.fields.originalId
    ? await originalOf(scope, remark, upload.fields.originalId)
    : null;
  const image = await prepareImage(upload.bytes);
  return withFilesRemovedOnFailure(files.storage, files.log, async (put) => {
    const asset = await storeImageAsset(
      tx,
      put,
      { tenantId: tenant.id, userId: user.id },
      image,
      upload.fileName,
    );
    const [row] = await insertRemarkImages(tx, tenant.id, [
      {
        remarkId: remark.id,
        assetId: asset.id,
        originalId,
        annotations: upload.fields.annotations ?? null,
        sortOrder: await nextImageSortOrder(tx, remark.id),
      },
    ]);
    return toRemarkImage(tenant.id, {
      ...row!,
      assetName: asset.name,
      width: asset.width,
      height: asset.height,
    });
  });
}

/**
 * Deletes a photo of a remark with its annotated versions; answers the files no longer used, to
 * remove after commit.
 */
export async function removeRemarkImage(
  scope: RequestScope,
  remark: RemarkRow,
  imageId: string,
): Promise<string[]> {
  if (!(await findRemarkImage(scope.tx, remark.id, imageId))) throw notFound('Bilden finns inte');
  const assetIds = await deleteRemarkImages(scope.tx, remark.id, imageId);
  return deleteUnusedAssets(scope.tx, assetIds);
}
