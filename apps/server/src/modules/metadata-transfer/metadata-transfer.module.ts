import type { FastifyInstance } from 'fastify';
import {
  formTransferEndpoints,
  metadataTransferEndpoints,
} from '@syna/contracts/endpoints/metadata-transfer';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { readMetadataUpload } from './metadata-file.ts';
import { formTransferRoutes, metadataTransferRoutes } from './metadata-transfer.routes.ts';

/**
 * The firm's set-up as one JSON file: exported, previewed and applied into this firm or another.
 * It owns no set-up of its own and reads and writes the lookups, orders, forms, blueprints and
 * metadata modules through their doors.
 */
export async function metadataTransferModule(api: FastifyInstance): Promise<void> {
  // A file is read and its outline checked before the upload's transaction opens.
  await registerEndpoints(api, metadataTransferEndpoints, metadataTransferRoutes(), {
    upload: readMetadataUpload,
  });
  await registerEndpoints(api, formTransferEndpoints, formTransferRoutes(), {
    importForms: readMetadataUpload,
  });
}
