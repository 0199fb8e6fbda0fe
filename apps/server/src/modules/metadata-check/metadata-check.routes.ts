import type { metadataCheckEndpoints } from '@syna/contracts/endpoints/metadata-check';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { checkMetadata } from './metadata-check.service.ts';

/** The metadata check, for the firm's administrators. */
export function metadataCheckRoutes(): EndpointHandlers<typeof metadataCheckEndpoints> {
  return { list: (context) => checkMetadata(context) };
}
