import type { clientConfigEndpoints } from '@syna/contracts/endpoints/account';
import type { AppConfig } from '../../config.ts';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { clientConfigOf } from './client-config.service.ts';

/** The staff app's sign-in settings, the same for every caller. */
export function clientConfigRoutes(config: AppConfig): EndpointHandlers<typeof clientConfigEndpoints> {
  return { get: async () => clientConfigOf(config) };
}
