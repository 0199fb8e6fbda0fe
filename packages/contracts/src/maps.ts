import { z } from 'zod';
import { addressSchema } from './address.ts';

/**
 * The map dialog and travel times: the server asks the configured geocoder (Nominatim-compatible,
 * restricted to Sweden) and router (OSRM-compatible), caching each address's position for the
 * firm; the browser draws the tiles of `MAP_TILES_URL` itself.
 */

/** SPEC §9: the map's zoom centred on an address, and on a position (the user's, a pin). */
export const MAP_ZOOM_ADDRESS = 12;
export const MAP_ZOOM_POSITION = 15;
/** The most stops one route may pass (a long day's assignments and the way home). */
export const ROUTE_MAX_STOPS = 25;

export const positionSchema = z
  .object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })
  .meta({ id: 'Position' });
export type Position = z.infer<typeof positionSchema>;

/** `GET /{tenant}/v1/maps/config`: the tile layer to draw and which lookups are configured. */
export const mapConfigSchema = z
  .object({
    /** A Leaflet URL template (`…/{z}/{x}/{y}.png`) and the attribution its provider requires. */
    tiles: z.object({ url: z.string(), attribution: z.string(), maxZoom: z.number().int() }).nullable(),
    geocoding: z.boolean(),
    routing: z.boolean(),
  })
  .meta({ id: 'MapConfig' });
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** Body of `POST …/maps/geocode`: an address of the firm's records. */
export const geocodeQuerySchema = z.object({ address: addressSchema }).meta({ id: 'GeocodeQuery' });
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

export const geocodedAddressSchema = z
  .object({
    position: positionSchema,
    /** The geocoder's name of the place found, to show beside the pin. */
    label: z.string(),
  })
  .meta({ id: 'GeocodedAddress' });
export type GeocodedAddress = z.infer<typeof geocodedAddressSchema>;

/** One stop of a route: a position (the user's own) or an address (geocoded, from the cache first). */
export const routeStopSchema = z.union([
  z.object({ position: positionSchema }),
  z.object({ address: addressSchema }),
]);
export type RouteStop = z.input<typeof routeStopSchema>;

export const routeQuerySchema = z
  .object({ stops: z.array(routeStopSchema).min(2).max(ROUTE_MAX_STOPS) })
  .meta({ id: 'RouteQuery' });
export type RouteQuery = z.input<typeof routeQuerySchema>;

const travelSchema = z.object({
  distanceMeters: z.number(),
  durationSeconds: z.number(),
});

export const routeSchema = z
  .object({
    ...travelSchema.shape,
    /** From each stop to the next: one fewer than the stops. */
    legs: z.array(travelSchema),
    /** Where each stop was placed, in the order given. */
    stops: z.array(positionSchema),
    /** The road to draw, as [lat, lon] pairs. */
    path: z.array(z.tuple([z.number(), z.number()])),
  })
  .meta({ id: 'Route' });
export type Route = z.infer<typeof routeSchema>;
