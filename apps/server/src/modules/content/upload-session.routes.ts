import type { uploadSessionEndpoints } from '@syna/contracts/endpoints/upload-sessions';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { PartialFiles } from '../../platform/storage/partial-files.ts';
import { appendUploadChunk, createUploadSession, uploadSessionStatus } from './upload-session.service.ts';

/** Resumable uploads' endpoints, each served by one service call. */
export function uploadSessionRoutes(
  partialFiles: PartialFiles,
): EndpointHandlers<typeof uploadSessionEndpoints> {
  return {
    create: (context, { body }) => createUploadSession(context, body.size),
    status: (context, { params }) => uploadSessionStatus(context, partialFiles, params.id),
    append: (context, { params, chunk }) => appendUploadChunk(context, partialFiles, params.id, chunk),
  };
}
