import type { FastifyInstance } from 'fastify';
import { organizationEndpoints } from '@syna/contracts/endpoints/organization';
import { billingEndpoints } from '@syna/contracts/endpoints/billing';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { organizationRoutes } from './organization.routes.ts';
import { billingRoutes, tenantRoutes } from './tenant.routes.ts';

/**
 * The organisation itself: its details, settings and features, kept by administrators, and the
 * feature catalogue.
 */
export async function tenancyModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, tenantEndpoints, tenantRoutes());
  await registerEndpoints(api, organizationEndpoints, organizationRoutes);
  await registerEndpoints(api, billingEndpoints, billingRoutes());
}
