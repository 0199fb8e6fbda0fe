import type { Address } from '@syna/contracts/address';
import { mapEndpoints } from '@syna/contracts/endpoints/maps';
import { ROUTE_MAX_STOPS } from '@syna/contracts/maps';
import { useTenantQuery } from '@/lib/http/endpoint-hooks';
import { arrivalTimes, routeStops } from './travel-legs';

/** A day's route changes only with its addresses: asked again at most hourly. */
const ROUTE_STALE_MS = 60 * 60 * 1000;

/**
 * The driving time in seconds to each of `addresses` from the one before it, by one route through
 * all of them (`POST …/maps/route`); null where it is not known. A route that fails or is not
 * served gives no times and no error: a missing travel time is simply not shown.
 */
export function useTravelTimes(addresses: (Address | null)[]): (number | null)[] {
  const stops = routeStops(addresses);
  const route = useTenantQuery({
    key: (tenantId) => ['maps', tenantId, 'route', stops.map((stop) => stop.address)],
    endpoint: mapEndpoints.route,
    request: { body: { stops: stops.map((stop) => ({ address: stop.address })) } },
    enabled: stops.length >= 2 && stops.length <= ROUTE_MAX_STOPS,
    retry: false,
    staleTime: ROUTE_STALE_MS,
  });
  return arrivalTimes(addresses.length, stops, route.data?.legs);
}
