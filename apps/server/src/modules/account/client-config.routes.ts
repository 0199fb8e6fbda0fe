import type { clientConfigEndpoints } from '@syna/contracts/endpoints/account';
import type { AppConfig } from '../../config.ts';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { clientConfigOf } from './client-config.service.ts';

/** The staff app's sign-in settings, for the address the app was opened at. */
export function clientConfigRoutes(config: AppConfig): EndpointHandlers<typeof clientConfigEndpoints> {
  return { get: async (context) => clientConfigOf(config, context.publicUrl) };
}
