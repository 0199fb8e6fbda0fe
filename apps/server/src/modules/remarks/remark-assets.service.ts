import type { Tx } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { removeAssetsOf } from '../content/index.ts';
import { assetIdsOfInspection, unusedByRemarkImages } from './remark-image.repo.ts';

// The photos' stored images are content's assets; a copied object shares its images' assets, so
// an asset goes only when no remark image uses it any more.

/**
 * Deletes those of the given assets that no remark image uses any more (a photo, a remark, an
 * object or a whole inspection deleted before); their files go once the transaction has committed.
 */
export function removeUnusedAssets(
  context: RequestContext,
  storage: FileStorage,
  assetIds: readonly string[],
): Promise<void> {
  return removeAssetsOf(context, storage, assetIds, unusedByRemarkImages);
}

/** The assets the photos of an inspection's remarks use: asked before the inspection is deleted. */
export function assetsOfInspectionPhotos(tx: Tx, inspectionId: string): Promise<string[]> {
  return assetIdsOfInspection(tx, inspectionId);
}
