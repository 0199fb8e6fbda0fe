import type { Annotation, RemarkImage } from '@syna/contracts/remarks';
import { requireFreeId } from '../../platform/http/client-id.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { withFilesRemovedOnFailure } from '../../platform/storage/transactional-files.ts';
import type { RemarkImageFromUpload } from '@syna/contracts/upload-sessions';
import type { PartialFiles } from '../../platform/storage/partial-files.ts';
import {
  imageSize,
  storeCompositedImageAsset,
  storeImageAsset,
  withFinishedUpload,
} from '../content/index.ts';
import { annotationOverlays } from './annotation-overlay.ts';
import { removeUnusedAssets } from './remark-assets.service.ts';
import { requireRemark, type RemarkPath } from './remark.service.ts';
import {
  captionsOf,
  deleteImagesById,
  deleteRemarkImages,
  findRemarkImage,
  insertRemarkImages,
  listAnnotatedVersions,
  listImagesOfRemarks,
  updateImageCaption,
  updateAnnotatedVersion,
  nextImageSortOrder,
  toRemarkImage,
} from './remark-image.repo.ts';

/** A photo as its path names it: `image` on a remark. */
export interface ImagePath extends RemarkPath {
  image: string;
}

/**
 * Adds a photo to a remark, under the id the client chose if it sent one (409 when taken): checked
 * and re-encoded without metadata, stored with a thumbnail under a generated name. If anything
 * fails after the files were written, they are removed again.
 */
export async function addRemarkImage(
  context: RequestContext,
  storage: FileStorage,
  path: RemarkPath,
  upload: UploadedFile,
  id?: string,
): Promise<RemarkImage> {
  const remark = await requireRemark(context, path);
  await requireFreeId(context.tx, 'remark_images', id);
  return withFilesRemovedOnFailure(storage, context.log, async (put) => {
    const asset = await storeImageAsset(context, put, upload);
    const [row] = await insertRemarkImages(context.tx, context.tenant.id, [
      {
        ...(id ? { id } : {}),
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
 * Adds the photo a finished upload session of the caller's holds: the same checks and storing as
 * a direct upload (`addRemarkImage`). The session and its bytes go with the commit; a refused
 * photo leaves the session as it was and writes nothing.
 */
export async function addRemarkImageFromUpload(
  context: RequestContext,
  storage: FileStorage,
  partialFiles: PartialFiles,
  path: RemarkPath,
  from: Pick<RemarkImageFromUpload, 'upload' | 'filename' | 'id'>,
): Promise<RemarkImage> {
  await requireRemark(context, path);
  return withFinishedUpload(context, partialFiles, from.upload, from.filename, (file) =>
    addRemarkImage(context, storage, path, file, from.id),
  );
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
  versionId?: string,
): Promise<RemarkImage> {
  const remark = await requireRemark(context, path);
  const original = await requireOriginal(context, remark.id, path.image);
  const size = await imageSize(context, original.assetId);
  const previous = await listAnnotatedVersions(context.tx, remark.id, original.id);
  // A version already drawn keeps its id; the client's names the first one.
  if (previous.length === 0) await requireFreeId(context.tx, 'remark_images', versionId);
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
              ...(versionId ? { id: versionId } : {}),
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
    return toRemarkImage(
      context.tenant.id,
      { ...row, assetName: asset.name, width: asset.width, height: asset.height },
      captionsOf([original]),
    );
  });
}

/** The original photo of the photo the path names (itself, or the one its annotated version was drawn on). */
async function requireOriginal(context: RequestContext, remarkId: string, imageId: string) {
  const named = await findRemarkImage(context.tx, remarkId, imageId);
  const original = named?.originalId ? await findRemarkImage(context.tx, remarkId, named.originalId) : named;
  if (!original) throw notFound({ key: 'remarks.imageMissing' });
  return original;
}

/**
 * Writes the caption the report prints under a photo. It is kept on the original photo, so the
 * photo and its annotated version show the same; answers the photo the path names.
 */
export async function captionRemarkImage(
  context: RequestContext,
  path: ImagePath,
  caption: string | null,
): Promise<RemarkImage> {
  const remark = await requireRemark(context, path);
  const original = await requireOriginal(context, remark.id, path.image);
  const captioned = await updateImageCaption(context.tx, original.id, caption);
  const named = (await listImagesOfRemarks(context.tx, [remark.id])).find(
    (image) => image.id === path.image,
  )!;
  return toRemarkImage(context.tenant.id, named, captionsOf([captioned]));
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
