import type { metadataEndpoints } from '@syna/contracts/endpoints/metadata';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { getMetadata, replaceMetadata } from './metadata.service.ts';

/** The firm's metadata document, kept by its administrators. */
export function metadataRoutes(): EndpointHandlers<typeof metadataEndpoints> {
  return {
    get: (context) => getMetadata(context),
    replace: (context, { body }) => replaceMetadata(context, body),
  };
}
