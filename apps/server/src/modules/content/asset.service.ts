import type { Tx } from '../../platform/db/database.ts';
import { newFileKey } from '../../platform/storage/file-storage.ts';
import type { PutFile } from '../../platform/storage/transactional-files.ts';
import { newAssetName } from './asset-names.ts';
import { insertAsset, type AssetRow } from './asset.repo.ts';
import type { PreparedImage } from './image-intake.ts';

export interface AssetOwner {
  tenantId: string;
  userId: string;
}

/**
 * Stores a prepared image as an asset under a generated name: the image and its thumbnail are
 * written first, then the row. The caller's `put` removes the files again if the work fails.
 */
export async function storeImageAsset(
  tx: Tx,
  put: PutFile,
  owner: AssetOwner,
  image: PreparedImage,
  originalName: string | null,
): Promise<AssetRow> {
  const storageKey = newFileKey(owner.tenantId);
  const thumbnailKey = newFileKey(owner.tenantId);
  await put(storageKey, image.bytes, image.contentType);
  await put(thumbnailKey, image.thumbnail, 'image/jpeg');
  return insertAsset(tx, owner.tenantId, {
    name: newAssetName(image.extension),
    originalName,
    contentType: image.contentType,
    size: image.bytes.length,
    width: image.width,
    height: image.height,
    storageKey,
    thumbnailKey,
    createdBy: owner.userId,
  });
}
