import type { FastifyInstance } from 'fastify';
import { availabilityEndpoints } from '@syna/contracts/endpoints/availability';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { availabilityRoutes } from './availability.routes.ts';

/** Each member's working hours and absences, which the public booking calendar books against. */
export async function availabilityModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, availabilityEndpoints, availabilityRoutes());
}
