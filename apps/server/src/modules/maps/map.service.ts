import type { Address } from '@syna/contracts/address';
import type { GeocodedAddress, MapConfig, Position, Route, RouteStop } from '@syna/contracts/maps';
import type { MessageRef } from '@syna/contracts/messages';
import type { MapsConfig } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { addressKeyOf, addressQueryOf, type AddressQuery } from './address-key.ts';
import { findGeocoded, saveGeocoded } from './geocoded-address.repo.ts';
import { nominatimGeocoder, type Geocoder } from './nominatim-geocoder.ts';
import { osrmRouter, type Router } from './osrm-router.ts';

/** The configured providers: null where one is switched off. */
export interface MapProviders {
  tiles: MapsConfig['tiles'];
  geocoder: Geocoder | null;
  router: Router | null;
}

export function mapProvidersOf(config: MapsConfig, database: Database): MapProviders {
  const { geocoderUrl, routerUrl } = config;
  return {
    tiles: config.tiles,
    geocoder: geocoderUrl ? nominatimGeocoder({ ...config, geocoderUrl }, database) : null,
    router: routerUrl ? osrmRouter({ ...config, routerUrl }) : null,
  };
}

export function mapConfig(providers: MapProviders): MapConfig {
  return {
    tiles: providers.tiles,
    geocoding: providers.geocoder !== null,
    routing: providers.router !== null,
  };
}

interface AddressLookup {
  /** Where the address was given, for its field error (`body.address`). */
  field: string;
  /** What to say when it is not found. */
  notFound: MessageRef;
  address: Address;
}

/**
 * Places addresses: the firm's cache first, then the geocoder for the rest, asked with no
 * transaction held, and its answers (a place not found too) kept for the next time.
 */
async function placeAddresses(
  context: RequestContext,
  geocoder: Geocoder | null,
  lookups: AddressLookup[],
): Promise<GeocodedAddress[]> {
  const queries = lookups.map((lookup) => {
    const query = addressQueryOf(lookup.address);
    if (!query)
      throw badRequest({ key: 'maps.addressEmpty' }, { [lookup.field]: [{ key: 'maps.addressEmpty' }] });
    return { key: addressKeyOf(query), query };
  });
  const cached = await findGeocoded(context.tx, [...new Set(queries.map(({ key }) => key))]);
  const missing = new Map<string, AddressQuery>();
  for (const { key, query } of queries) if (!cached.has(key)) missing.set(key, query);
  if (missing.size > 0) {
    if (!geocoder) throw notFound({ key: 'maps.geocodingOff' });
    const answers = await context.outsideTransaction(async () => {
      const found = new Map<string, GeocodedAddress | null>();
      for (const [key, query] of missing) found.set(key, await geocoder(query));
      return found;
    });
    for (const [key, answer] of answers) {
      await saveGeocoded(context.tx, context.tenant.id, key, answer);
      cached.set(key, answer);
    }
    // An address not found answers 404, which rolls the request's transaction back: what the
    // geocoder said is committed first, so that the next look-up asks no one either.
    if ([...answers.values()].includes(null)) await context.outsideTransaction(async () => undefined);
  }
  return queries.map(({ key }, index) => {
    const found = cached.get(key);
    if (!found) throw notFound(lookups[index]!.notFound);
    return found;
  });
}

/** The position of an address in Sweden; 404 when the geocoder finds none. */
export async function geocodeAddress(
  context: RequestContext,
  providers: MapProviders,
  address: Address,
): Promise<GeocodedAddress> {
  const [found] = await placeAddresses(context, providers.geocoder, [
    { field: 'body.address', notFound: { key: 'maps.addressNotFound' }, address },
  ]);
  return found!;
}

/** The driving route through the stops, in order: addresses placed first, then the router asked once. */
export async function routeThrough(
  context: RequestContext,
  providers: MapProviders,
  stops: RouteStop[],
): Promise<Route> {
  const { router } = providers;
  if (!router) throw notFound({ key: 'maps.routingOff' });
  const addressStops = stops.flatMap((stop, index) =>
    'address' in stop
      ? [
          {
            index,
            field: `body.stops.${index}.address`,
            notFound: { key: 'maps.stopNotFound', values: { stop: index + 1 } } as const,
            address: stop.address as Address,
          },
        ]
      : [],
  );
  const placed = await placeAddresses(context, providers.geocoder, addressStops);
  const placedAt = new Map(addressStops.map((stop, at) => [stop.index, placed[at]!.position]));
  const positions: Position[] = stops.map((stop, index) =>
    'position' in stop ? stop.position : placedAt.get(index)!,
  );
  const route = await context.outsideTransaction(() => router(positions));
  return { ...route, stops: positions };
}
