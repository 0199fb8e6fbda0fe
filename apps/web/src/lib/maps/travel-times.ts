import { mapEndpoints } from '@syna/contracts/endpoints/maps';
import { useTenantQuery } from '@/lib/http/endpoint-hooks';
import type { TravelLeg } from './travel-legs';

/** A drive between two addresses changes only with them: asked again at most hourly. */
const ROUTE_STALE_MS = 60 * 60 * 1000;

/**
 * The driving time in seconds of one drive of the day (`POST …/maps/route`, one call a drive, so
 * that an address the map cannot place costs only its own drives); null while unknown. A drive
 * that fails or is not served gives no time and no error: a missing travel time is not shown.
 */
export function useDriveSeconds({ from, to }: TravelLeg): number | null {
  const route = useTenantQuery({
    key: (tenantId) => ['maps', tenantId, 'route', from, to],
    endpoint: mapEndpoints.route,
    request: { body: { stops: [{ address: from }, { address: to }] } },
    retry: false,
    staleTime: ROUTE_STALE_MS,
  });
  return route.data?.durationSeconds ?? null;
}
