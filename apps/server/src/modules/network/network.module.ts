import type { FastifyInstance } from 'fastify';
import {
  myNetworkEndpoints,
  networkAdminEndpoints,
  networkEndpoints,
  shareEndpoints,
} from '@syna/contracts/endpoints/network';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { myNetworkRoutes, networkAdminRoutes, networkRoutes, shareRoutes } from './network.routes.ts';

/** The partner network: invitations, partners, shares, and what partners read of them. */
export async function networkModule(api: FastifyInstance): Promise<void> {
  for (const kind of ['user', 'org'] as const)
    await registerEndpoints(api, networkAdminEndpoints[kind], networkAdminRoutes(kind));
  await registerEndpoints(api, networkEndpoints, networkRoutes());
  await registerEndpoints(api, myNetworkEndpoints, myNetworkRoutes());
  for (const kind of ['order', 'inspection'] as const)
    await registerEndpoints(api, shareEndpoints[kind], shareRoutes(kind));
}
