import type { FastifyInstance } from 'fastify';
import { mapEndpoints } from '@syna/contracts/endpoints/maps';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { mapProvidersOf } from './map.service.ts';
import { mapRoutes } from './maps.routes.ts';

/** The map dialog's lookups: the tiles to draw, addresses placed (cached per firm), driving routes. */
export async function mapsModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, mapEndpoints, mapRoutes(mapProvidersOf(api.config.maps, api.database)));
}
