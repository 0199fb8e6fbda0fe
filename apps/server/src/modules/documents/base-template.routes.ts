import type { baseTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { copyBaseTemplate, getBaseTemplates, openBaseTemplate } from './base-template.service.ts';

/** The base templates' endpoints, each served by one service call. */
export function baseTemplateRoutes(storage: FileStorage): EndpointHandlers<typeof baseTemplateEndpoints> {
  return {
    list: () => getBaseTemplates(),
    download: (_context, { params }) => openBaseTemplate(params.key),
    copy: (context, { params }) => copyBaseTemplate(context, storage, params.key),
  };
}
