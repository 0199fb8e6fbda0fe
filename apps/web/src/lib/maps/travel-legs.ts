import type { Address } from '@syna/contracts/address';
import { formatAddress } from '@syna/contracts/format';

/** A stop of a day's route: an address, and where it stands among the day's items. */
export interface RouteStop {
  index: number;
  address: Address;
}

/** The items' addresses a route can pass, in order; items without an address are left out. */
export function routeStops(addresses: (Address | null)[]): RouteStop[] {
  return addresses.flatMap((address, index) =>
    address && formatAddress(address) ? [{ index, address }] : [],
  );
}

/**
 * Each item's driving time in seconds from the stop before it, given the route's legs (one fewer
 * than the stops): null for the first stop and for items without an address, and for all of them
 * while there are no legs.
 */
export function arrivalTimes(
  count: number,
  stops: RouteStop[],
  legs: { durationSeconds: number }[] | undefined,
): (number | null)[] {
  const times: (number | null)[] = Array.from({ length: count }, () => null);
  legs?.forEach((leg, index) => {
    const arrival = stops[index + 1];
    if (arrival) times[arrival.index] = leg.durationSeconds;
  });
  return times;
}
