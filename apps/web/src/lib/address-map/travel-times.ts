import type { Address } from '@syna/contracts/address';
import { mapEndpoints } from '@syna/contracts/endpoints/maps';
import { formatAddress } from '@syna/contracts/format';
import { ROUTE_MAX_STOPS } from '@syna/contracts/maps';
import { useTenantQuery } from '@/lib/http/endpoint-hooks';

/**
 * The driving time in seconds to each of `addresses` from the one before it, by one route through
 * all of them; null for the first, for a missing address (measured from the last one given), and
 * for all while the route is unknown: a travel time that cannot be had is simply not shown.
 */
export function useTravelTimes(addresses: (Address | null)[]): (number | null)[] {
  const stops = addresses.flatMap((address, index) =>
    formatAddress(address) ? [{ index, address: address! }] : [],
  );
  const routed = stops.length >= 2 && stops.length <= ROUTE_MAX_STOPS;
  const route = useTenantQuery({
    key: (tenantId) => ['maps', tenantId, 'route', stops.map((stop) => stop.address)],
    endpoint: mapEndpoints.route,
    request: { body: { stops: stops.map((stop) => ({ address: stop.address })) } },
    enabled: routed,
    retry: false,
    staleTime: 60 * 60 * 1000,
  });
  const times: (number | null)[] = addresses.map(() => null);
  route.data?.legs.forEach((leg, index) => {
    const arrival = stops[index + 1];
    if (arrival) times[arrival.index] = leg.durationSeconds;
  });
  return times;
}
