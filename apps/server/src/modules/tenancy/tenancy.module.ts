import type { FastifyInstance } from 'fastify';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { tenantRoutes } from './tenant.routes.ts';

/** The organisation itself: its settings and features, kept by administrators. */
export async function tenancyModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, tenantEndpoints, tenantRoutes());
}
