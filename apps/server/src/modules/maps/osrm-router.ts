import { z } from 'zod';
import type { Position, Route } from '@syna/contracts/maps';
import type { MapsConfig } from '../../config.ts';
import { notFound } from '../../platform/http/problem.ts';
import { ProviderProblem, statusValue } from './provider-problem.ts';
import { getFromProvider, NoProviderAnswer } from './provider-request.ts';

// OSRM's `/route/v1/driving/…?overview=full&geometries=geojson`: the best route, its legs and its
// line as GeoJSON ([lon, lat] pairs).
const routeAnswerSchema = z.object({
  code: z.string(),
  routes: z
    .array(
      z.object({
        distance: z.number(),
        duration: z.number(),
        legs: z.array(z.object({ distance: z.number(), duration: z.number() })),
        geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) }),
      }),
    )
    .default([]),
});

/** OSRM's codes for places no road reaches; anything else it refuses is a failure of ours or its own. */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

/** The driving route through the positions, in order; without its stops, which the caller knows. */
export type Router = (positions: Position[]) => Promise<Omit<Route, 'stops'>>;

export function osrmRouter(settings: MapsConfig & { routerUrl: string }): Router {
  return async (positions) => {
    const failed = (status: number | null) =>
      new ProviderProblem(status, { key: 'maps.routerFailed', values: { status: statusValue(status) } });
    const coordinates = positions.map(({ lat, lon }) => `${lon},${lat}`).join(';');
    let answer;
    try {
      answer = await getFromProvider(settings, settings.routerUrl, `/route/v1/driving/${coordinates}`, {
        overview: 'full',
        geometries: 'geojson',
      });
    } catch (error) {
      if (error instanceof NoProviderAnswer) throw failed(null);
      throw error;
    }
    const parsed = routeAnswerSchema.safeParse(answer.body);
    if (parsed.success && NO_ROUTE_CODES.has(parsed.data.code)) throw notFound({ key: 'maps.routeNotFound' });
    const route = parsed.success && answer.status === 200 ? parsed.data.routes[0] : undefined;
    if (!route) throw failed(answer.status);
    return {
      distanceMeters: route.distance,
      durationSeconds: route.duration,
      legs: route.legs.map((leg) => ({ distanceMeters: leg.distance, durationSeconds: leg.duration })),
      path: route.geometry.coordinates.map(([lon, lat]): [number, number] => [lat, lon]),
    };
  };
}
