import type { Annotation, RemarkImage } from '@syna/contracts/remarks';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { withFilesRemovedOnFailure } from '../../platform/storage/transactional-files.ts';
import { imageSize, storeCompositedImageAsset, storeImageAsset } from '../content/index.ts';
import { annotationOverlays } from './annotation-overlay.ts';
import { removeUnusedAssets } from './remark-assets.service.ts';
import { requireRemark, type RemarkPath } from './remark.service.ts';
import {
  deleteImagesById,
  deleteRemarkImages,
  findRemarkImage,
  insertRemarkImages,
  listAnnotatedVersions,
  updateAnnotatedVersion,
  nextImageSortOrder,
  toRemarkImage,
} from './remark-image.repo.ts';

/** A photo as its path names it: `image` on a remark. */
export interface ImagePath extends RemarkPath {
  image: string;
}

/**
 * Adds a photo to a remark: checked and re-encoded without metadata, stored with a thumbnail under
 * a generated name. If anything fails after the files were written, they are removed again.
 */
export async function addRemarkImage(
  context: RequestContext,
  storage: FileStorage,
  path: RemarkPath,
  upload: UploadedFile,
): Promise<RemarkImage> {
  const remark = await requireRemark(context, path);
  return withFilesRemovedOnFailure(storage, context.log, async (put) => {
    const asset = await storeImageAsset(context, put, upload);
    const [row] = await insertRemarkImages(context.tx, context.tenant.id, [
      {
        remarkId: remark.id,
        assetId: asset.id,
        originalId: null,
        annotations: null,
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
 * Saves the marks of a photo (named by itself or by its annotated version): the annotated image is
 * drawn on the server from the stored original and the marks, so nothing full-size crosses the
 * network and every device gets the same picture. It replaces the photo's previous annotated
 * version in place (same id and place), and versions left from before only one was kept; their
 * files go once that has committed.
 */
export async function annotateRemarkImage(
  context: RequestContext,
  storage: FileStorage,
  path: ImagePath,
  annotations: Annotation[],
): Promise<RemarkImage> {
  const remark = await requireRemark(context, path);
  const named = await findRemarkImage(context.tx, remark.id, path.image);
  if (!named) throw notFound({ key: 'remarks.imageMissing' });
  const original = named.originalId ? await findRemarkImage(context.tx, remark.id, named.originalId) : named;
  if (!original) throw notFound({ key: 'remarks.imageMissing' });
  const size = await imageSize(context, original.assetId);
  const previous = await listAnnotatedVersions(context.tx, remark.id, original.id);
  return withFilesRemovedOnFailure(storage, context.log, async (put) => {
    const asset = await storeCompositedImageAsset(
      context,
      storage,
      put,
      original.assetId,
      annotationOverlays(annotations, size),
    );
    const [kept, ...superseded] = previous;
    const row = kept
      ? await updateAnnotatedVersion(context.tx, kept.id, asset.id, annotations)
      : (
          await insertRemarkImages(context.tx, context.tenant.id, [
            {
              remarkId: remark.id,
              assetId: asset.id,
              originalId: original.id,
              annotations,
              sortOrder: await nextImageSortOrder(context.tx, remark.id),
            },
          ])
        )[0]!;
    const supersededAssets = await deleteImagesById(
      context.tx,
      superseded.map((version) => version.id),
    );
    await removeUnusedAssets(context, storage, [
      ...previous.map((version) => version.assetId),
      ...supersededAssets,
    ]);
    return toRemarkImage(context.tenant.id, {
      ...row,
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
  if (!(await findRemarkImage(context.tx, remark.id, path.image)))
    throw notFound({ key: 'remarks.imageMissing' });
  const assetIds = await deleteRemarkImages(context.tx, remark.id, path.image);
  await removeUnusedAssets(context, storage, assetIds);
}
