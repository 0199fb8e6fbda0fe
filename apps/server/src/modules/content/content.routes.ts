import type { contentEndpoints } from '@syna/contracts/endpoints/content';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { openAsset, openPublicAsset, uploadImageAsset } from './asset.service.ts';

/** The content service's endpoints, each served by one service call. */
export function contentRoutes(storage: FileStorage): EndpointHandlers<typeof contentEndpoints> {
  return {
    asset: (context, { params, query }) => openAsset(context, storage, params.name, query.variant),
    publicAsset: (context, { params }) => openPublicAsset(context, storage, params.name),
    upload: (context, { body, file }) => uploadImageAsset(context, storage, body, file),
  };
}
