import { useQuery } from '@tanstack/react-query';
import type { AddressInput } from '@syna/contracts/address';
import { mapEndpoints } from '@syna/contracts/endpoints/maps';
import type { RouteStop } from '@syna/contracts/maps';
import { useTenantApi } from '@/lib/http/endpoint-hooks';

export const mapKeys = {
  config: (tenantId: string) => ['maps', tenantId, 'config'] as const,
  geocode: (tenantId: string, address: AddressInput | null) =>
    ['maps', tenantId, 'geocode', address] as const,
  route: (tenantId: string, stops: RouteStop[]) => ['maps', tenantId, 'route', stops] as const,
};

/** The tiles to draw and which lookups the server has; they change only with its configuration. */
export function useMapConfig(enabled: boolean) {
  const api = useTenantApi();
  return useQuery({
    queryKey: mapKeys.config(api.tenantId),
    queryFn: ({ signal }) => api.call(mapEndpoints.config, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** Where an address is (the server caches it for the firm). The dialog shows a failure itself. */
export function useGeocodedAddress(address: AddressInput | null, enabled: boolean) {
  const api = useTenantApi();
  return useQuery({
    queryKey: mapKeys.geocode(api.tenantId, address),
    queryFn: ({ signal }) =>
      api.call(mapEndpoints.geocode, { body: { address: address! } }, { signal, notify: false }),
    staleTime: 60 * 60_000,
    enabled: enabled && address !== null,
  });
}

/** The driving route through the stops; none is asked for while `stops` is null. */
export function useRoute(stops: RouteStop[] | null, enabled: boolean) {
  const api = useTenantApi();
  return useQuery({
    queryKey: mapKeys.route(api.tenantId, stops ?? []),
    queryFn: ({ signal }) =>
      api.call(mapEndpoints.route, { body: { stops: stops! } }, { signal, notify: false }),
    staleTime: 5 * 60_000,
    enabled: enabled && stops !== null,
  });
}
