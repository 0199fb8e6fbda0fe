import type { FastifyInstance } from 'fastify';
import {
  inspectionShareEndpoints,
  myNetworkEndpoints,
  networkEndpoints,
  networkOrgAdminEndpoints,
  networkUserAdminEndpoints,
  orderShareEndpoints,
} from '@syna/contracts/endpoints/network';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { myNetworkRoutes, networkAdminRoutes, networkRoutes, shareRoutes } from './network.routes.ts';

/** The partner network: invitations, partners, shares, and what partners read of them. */
export async function networkModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, networkUserAdminEndpoints, networkAdminRoutes('user'));
  await registerEndpoints(api, networkOrgAdminEndpoints, networkAdminRoutes('org'));
  await registerEndpoints(api, networkEndpoints, networkRoutes());
  await registerEndpoints(api, myNetworkEndpoints, myNetworkRoutes());
  await registerEndpoints(api, orderShareEndpoints, shareRoutes('order'));
  await registerEndpoints(api, inspectionShareEndpoints, shareRoutes('inspection'));
}
