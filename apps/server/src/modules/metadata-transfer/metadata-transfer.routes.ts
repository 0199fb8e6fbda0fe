import type {
  formTransferEndpoints,
  metadataTransferEndpoints,
} from '@syna/contracts/endpoints/metadata-transfer';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { exportForms, exportMetadata, exportMetadataGroup } from './metadata-export.service.ts';
import {
  applyMetadataGroupImport,
  applyMetadataImport,
  getMetadataImport,
  previewMetadataImport,
} from './metadata-import.service.ts';

/** The set-up's JSON file, out and back in; each endpoint served by one service call. */
export function metadataTransferRoutes(): EndpointHandlers<typeof metadataTransferEndpoints> {
  return {
    exportAll: (context, { body }) => exportMetadata(context, body),
    exportGroup: (context, { params, body }) => exportMetadataGroup(context, params.group, body),
    upload: (context, { file }) => previewMetadataImport(context, file),
    preview: (context, { params }) => getMetadataImport(context, params.file),
    applyAll: (context, { body }) => applyMetadataImport(context, body),
    applyGroup: (context, { params, body }) => applyMetadataGroupImport(context, params.group, body),
  };
}

/** The input forms' share of the file: chosen forms out, a file's forms in (applied as the forms group). */
export function formTransferRoutes(): EndpointHandlers<typeof formTransferEndpoints> {
  return {
    exportForms: (context, { body }) => exportForms(context, body),
    importForms: (context, { file }) => previewMetadataImport(context, file, 'forms'),
  };
}
