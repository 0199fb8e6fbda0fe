import type { FastifyInstance } from 'fastify';
import { accountEndpoints, clientConfigEndpoints } from '@syna/contracts/endpoints/account';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { accountRoutes } from './account.routes.ts';
import { clientConfigRoutes } from './client-config.routes.ts';
import { limitSignInRefusals } from './sign-in-refusal.ts';

/** Outside any organisation: where to sign in, a refused sign-in's report, and the caller's own organisations. */
export async function accountModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, clientConfigEndpoints, clientConfigRoutes(api.config));
  await api.register(async (scope) => {
    await limitSignInRefusals(scope, accountEndpoints.refusedSignIn);
    await registerEndpoints(scope, accountEndpoints, accountRoutes(api.tokenVerifier, api.config));
  });
}
