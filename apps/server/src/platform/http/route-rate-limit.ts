import type { FastifyInstance } from 'fastify';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import type { Database } from '../db/database.ts';
import { countHit } from '../limits/rate-counter.ts';

/**
 * The limiter's store for one endpoint: its hits counted in the database (`countHit`), under the
 * endpoint's method and path, so every server copy counts towards one allowance. The limiter
 * still decides, and answers its headers and 429, from the count.
 */
function databaseStore(database: Database, endpoint: EndpointDefinition): FastifyRateLimitStoreCtor {
  const prefix = `${endpoint.method} ${endpoint.path}|`;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The limiter passes the window it resolved for the request after the callback.
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], windowMs?: number): void {
      countHit(database, prefix + key, windowMs!).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    /** One endpoint's limiter has one window: a route's store is the same store. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Limits how often a client may call `endpoint`, which must then be registered in `scope`. The
 * limit is the server's policy, not part of the endpoint's contract, so it is put on the route as
 * it is registered; the limiter sits in the scope alone, so no other route of the API is limited.
 */
export async function limitEndpoint(
  scope: FastifyInstance,
  endpoint: EndpointDefinition,
  options: RateLimitOptions,
): Promise<void> {
  // Runs before the limiter's own route hook (registered below), which reads `config.rateLimit`.
  scope.addHook('onRoute', (route) => {
    if (route.method === endpoint.method && route.url === endpoint.path) {
      route.config = { ...route.config, rateLimit: options } as typeof route.config;
    }
  });
  await scope.register(rateLimit, { global: false, store: databaseStore(scope.database, endpoint) });
}
