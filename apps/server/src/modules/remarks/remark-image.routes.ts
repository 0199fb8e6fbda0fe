import type { remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { PartialFiles } from '../../platform/storage/partial-files.ts';
import {
  addRemarkImage,
  addRemarkImageFromUpload,
  annotateRemarkImage,
  captionRemarkImage,
  removeRemarkImage,
} from './remark-image.service.ts';

/** The photos of a remark, each endpoint served by one service call. */
export function remarkImageRoutes(
  storage: FileStorage,
  partialFiles: PartialFiles,
): EndpointHandlers<typeof remarkImageEndpoints> {
  return {
    upload: (context, { params, body, file }) => addRemarkImage(context, storage, params, file, body.id),
    uploadFromSession: (context, { params, body }) =>
      addRemarkImageFromUpload(context, storage, partialFiles, params, body),
    annotate: (context, { params, body }) =>
      annotateRemarkImage(context, storage, params, body.annotations, body.id),
    caption: (context, { params, body }) => captionRemarkImage(context, params, body.caption ?? null),
    remove: (context, { params }) => removeRemarkImage(context, storage, params),
  };
}
