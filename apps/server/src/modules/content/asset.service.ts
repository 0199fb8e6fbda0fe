import type { AssetUploadFields, AssetVariant, UploadedAsset } from '@syna/contracts/content';
import { contentEndpoints } from '@syna/contracts/endpoints/content';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import type { RemarkImageType } from '@syna/contracts/remarks';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { notFound } from '../../platform/http/problem.ts';
import type { PublicTenantContext, RequestContext } from '../../platform/http/request-context.ts';
import { newFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import {
  removeFilesAfterCommit,
  withFilesRemovedOnFailure,
  type PutFile,
} from '../../platform/storage/transactional-files.ts';
import { assetUrl, newAssetName } from './asset-names.ts';
import {
  deleteAssets,
  findAnonymousAsset,
  findAssetById,
  findAssetByName,
  insertAsset,
  type AssetRow,
} from './asset.repo.ts';
import { compositeImage, prepareImage, type ImageOverlay, type PreparedImage } from './image-intake.ts';

/** A name is never reused for other bytes, so the browser may keep what it fetched. */
const IMMUTABLE = 'private, max-age=31536000, immutable';
/** The same for an asset anyone may read: shared caches may keep it too. */
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

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
  return storePreparedImage(context, put, await prepareImage(upload), upload.filename);
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
  if (!source || !stream) throw notFound({ key: 'http.fileMissing' });
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
  if (!asset?.width || !asset.height) throw notFound({ key: 'http.fileMissing' });
  return { width: asset.width, height: asset.height };
}

/** Where an asset is read: without a token when it is anonymous, else by the members. */
function urlByAccess(tenantId: string, asset: Pick<AssetRow, 'name' | 'access'>): string {
  return asset.access === 'anonymous'
    ? endpointUrl(contentEndpoints.publicAsset, { params: { tenant: tenantId, name: asset.name } })
    : assetUrl(tenantId, asset.name);
}

/**
 * Stores an uploaded image (checked, re-encoded without metadata, scaled down to fit the fields'
 * box) as an asset with the fields' access. The files are removed again if the work fails.
 */
export async function uploadImageAsset(
  context: RequestContext,
  storage: FileStorage,
  fields: AssetUploadFields,
  upload: UploadedFile,
): Promise<UploadedAsset> {
  const image = await prepareImage(upload, { width: fields.width, height: fields.height });
  const access = fields.access === 'ANONYMOUS' ? 'anonymous' : 'private';
  const asset = await withFilesRemovedOnFailure(storage, context.log, (put) =>
    storePreparedImage(context, put, image, upload.filename, access),
  );
  return {
    name: asset.name,
    url: urlByAccess(context.tenant.id, asset),
    access: fields.access,
    contentType: asset.contentType,
    width: asset.width,
    height: asset.height,
  };
}

async function storePreparedImage(
  context: RequestContext,
  put: PutFile,
  image: PreparedImage,
  originalName: string | null,
  access: AssetRow['access'] = 'private',
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
    access,
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
  if (!asset || !bytes) throw notFound({ key: 'http.fileMissing' });
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

/** An asset uploaded for anyone (the logo), for a page without a sign-in; 404 for any other. */
export async function openPublicAsset(
  context: PublicTenantContext,
  storage: FileStorage,
  name: string,
): Promise<FileDownload> {
  const asset = await findAnonymousAsset(context.tx, name);
  const bytes = asset ? await storage.get(asset.storageKey) : null;
  if (!asset || !bytes) throw notFound({ key: 'http.fileMissing' });
  return {
    body: bytes,
    contentType: asset.contentType,
    filename: asset.name,
    size: asset.size,
    disposition: 'inline',
    cacheControl: PUBLIC_IMMUTABLE,
  };
}

/** The address of an image of the tenant uploaded for anyone, or null when there is none by that name. */
export async function anonymousImageUrl(
  context: Pick<RequestContext, 'tx' | 'tenant'>,
  name: string,
): Promise<string | null> {
  const asset = await findAnonymousAsset(context.tx, name);
  return asset?.width ? urlByAccess(context.tenant.id, asset) : null;
}

/**
 * Deletes those of the given assets that their user module's `unused` condition (on an asset id)
 * says nothing uses any more; their stored files go once the transaction has committed.
 */
export async function removeAssetsOf(
  context: RequestContext,
  storage: FileStorage,
  assetIds: readonly string[],
  unused: (assetId: SQL) => SQL,
): Promise<void> {
  removeFilesAfterCommit(context, storage, await deleteAssets(context.tx, assetIds, unused));
}

/** An image of the firm's uploaded for anyone (its logo), by name: what a report may show; null for none. */
export async function findPublicImage(
  tx: Tx,
  name: string,
): Promise<{ name: string; storageKey: string } | null> {
  const asset = await findAnonymousAsset(tx, name);
  return asset?.width ? { name: asset.name, storageKey: asset.storageKey } : null;
}
