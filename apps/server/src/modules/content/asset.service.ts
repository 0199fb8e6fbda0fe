import type { AssetVariant } from '@syna/contracts/content';
import type { RemarkImageType } from '@syna/contracts/remarks';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { newFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import type { PutFile } from '../../platform/storage/transactional-files.ts';
import { newAssetName } from './asset-names.ts';
import { findAssetById, findAssetByName, insertAsset, type AssetRow } from './asset.repo.ts';
import { compositeImage, prepareImage, type ImageOverlay, type PreparedImage } from './image-intake.ts';

/** A name is never reused for other bytes, so the browser may keep what it fetched. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * Stores an uploaded photo as an asset under a generated name: checked and re-encoded without
 * metadata (refused with 400 otherwise), then the image and its thumbnail are written through
 * `put` and the row inserted. The caller's `put` removes the files again if its work fails.
 */
export async function storeImageAsset(
  context: RequestContext,
  put: PutFile,
  upload: UploadedFile,
): Promise<AssetRow> {
  return storePreparedImage(context, put, await prepareImage(upload.bytes), upload.filename);
}

/**
 * Stores a new image drawn from a stored one (the asset `sourceId` of the caller's organisation)
 * with overlays on it, as another asset in the source's type; the source stays as it is.
 */
export async function storeCompositedImageAsset(
  context: RequestContext,
  storage: FileStorage,
  put: PutFile,
  sourceId: string,
  overlays: readonly ImageOverlay[],
): Promise<AssetRow> {
  const source = await findAssetById(context.tx, sourceId);
  const stream = source ? await storage.get(source.storageKey) : null;
  if (!source || !stream) throw notFound('Filen finns inte');
  const bytes = Buffer.concat((await stream.toArray()) as Buffer[]);
  const image = await compositeImage(bytes, source.contentType as RemarkImageType, overlays);
  return storePreparedImage(context, put, image, source.originalName);
}

/** The size in pixels of an image asset of the caller's organisation (404 if there is none). */
export async function imageSize(
  context: RequestContext,
  assetId: string,
): Promise<{ width: number; height: number }> {
  const asset = await findAssetById(context.tx, assetId);
  if (!asset?.width || !asset.height) throw notFound('Filen finns inte');
  return { width: asset.width, height: asset.height };
}

async function storePreparedImage(
  context: RequestContext,
  put: PutFile,
  image: PreparedImage,
  originalName: string | null,
): Promise<AssetRow> {
  const storageKey = newFileKey(context.tenant.id);
  const thumbnailKey = newFileKey(context.tenant.id);
  await put(storageKey, image.bytes, image.contentType);
  await put(thumbnailKey, image.thumbnail, 'image/jpeg');
  return insertAsset(context.tx, context.tenant.id, {
    name: newAssetName(image.extension),
    originalName,
    contentType: image.contentType,
    size: image.bytes.length,
    width: image.width,
    height: image.height,
    storageKey,
    thumbnailKey,
    createdBy: context.user.id,
  });
}

/** An asset of the caller's organisation, or its thumbnail, to show in the browser. */
export async function openAsset(
  context: RequestContext,
  storage: FileStorage,
  name: string,
  variant: AssetVariant | undefined,
): Promise<FileDownload> {
  const asset = await findAssetByName(context.tx, name);
  const thumbnail = variant === 'thumbnail';
  const key = thumbnail ? asset?.thumbnailKey : asset?.storageKey;
  const bytes = key ? await storage.get(key) : null;
  if (!asset || !bytes) throw notFound('Filen finns inte');
  return {
    body: bytes,
    contentType: thumbnail ? 'image/jpeg' : asset.contentType,
    filename: asset.name,
    // The thumbnail's size is not kept; it is sent chunked.
    ...(thumbnail ? {} : { size: asset.size }),
    disposition: 'inline',
    cacheControl: IMMUTABLE,
  };
}
