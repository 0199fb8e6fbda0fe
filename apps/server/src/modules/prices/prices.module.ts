import type { FastifyInstance } from 'fastify';
import { priceEndpoints } from '@syna/contracts/endpoints/prices';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { priceRoutes } from './prices.routes.ts';

/** The firm's price list and each assignment's price rows. */
export async function pricesModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, priceEndpoints, priceRoutes());
}
