import type { FastifyInstance } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';

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
  await scope.register(rateLimit, { global: false });
}
