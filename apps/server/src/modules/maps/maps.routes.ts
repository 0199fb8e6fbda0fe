import type { mapEndpoints } from '@syna/contracts/endpoints/maps';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { geocodeAddress, mapConfig, routeThrough, type MapProviders } from './map.service.ts';

export function mapRoutes(providers: MapProviders): EndpointHandlers<typeof mapEndpoints> {
  return {
    config: async () => mapConfig(providers),
    geocode: (context, { body }) => geocodeAddress(context, providers, body.address),
    route: (context, { body }) => routeThrough(context, providers, body.stops),
  };
}
