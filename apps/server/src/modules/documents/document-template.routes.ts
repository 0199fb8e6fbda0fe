import type { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import {
  addDocumentTemplate,
  getDocumentFields,
  getDocumentTemplates,
  openDocumentTemplate,
  removeDocumentTemplate,
  replaceTemplateFile,
} from './document-template.service.ts';

/** The document templates' endpoints, each served by one service call. */
export function documentTemplateRoutes(
  storage: FileStorage,
): EndpointHandlers<typeof documentTemplateEndpoints> {
  return {
    list: (context) => getDocumentTemplates(context),
    fields: (context) => getDocumentFields(context),
    download: (context, { params }) => openDocumentTemplate(context, storage, params.id),
    create: (context, { body, file }) => addDocumentTemplate(context, storage, file, body.name),
    replace: (context, { params, body, file }) =>
      replaceTemplateFile(context, storage, params.id, file, body.name),
    remove: (context, { params }) => removeDocumentTemplate(context, storage, params.id),
  };
}
