import type { FastifyInstance } from 'fastify';
import { accountEndpoints, clientConfigEndpoints } from '@syna/contracts/endpoints/account';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { accountRoutes } from './account.routes.ts';
import { clientConfigRoutes } from './client-config.routes.ts';

/** Outside any organisation: where to sign in, and the caller's own organisations. */
export async function accountModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, clientConfigEndpoints, clientConfigRoutes(api.config));
  await registerEndpoints(api, accountEndpoints, accountRoutes(api.tokenVerifier));
}
