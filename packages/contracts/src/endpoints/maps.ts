import {
  geocodedAddressSchema,
  geocodeQuerySchema,
  mapConfigSchema,
  routeQuerySchema,
  routeSchema,
} from '../maps.ts';
import { MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'maps';

/**
 * The map dialog's lookups (SPEC §7 "Other": geocode restricted to Sweden, driving directions).
 * A provider's failure answers 502 with its status in the problem (`providerStatus`).
 */
export const mapEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/:tenant/v1/maps/config',
    access: MEMBER,
    service,
    summary:
      'The tile layer to draw (URL template and attribution) and whether geocoding and routing are configured',
    params: tenantParams,
    response: mapConfigSchema,
  }),
  geocode: endpoint({
    method: 'POST',
    path: '/:tenant/v1/maps/geocode',
    access: MEMBER,
    service,
    summary: 'The position of an address in Sweden (cached for the firm); 404 when the geocoder finds none',
    readOnly: true,
    params: tenantParams,
    body: geocodeQuerySchema,
    response: geocodedAddressSchema,
  }),
  route: endpoint({
    method: 'POST',
    path: '/:tenant/v1/maps/route',
    access: MEMBER,
    service,
    summary:
      'The driving route through two or more stops (positions or addresses): distance, time, legs and path',
    readOnly: true,
    params: tenantParams,
    body: routeQuerySchema,
    response: routeSchema,
  }),
};
