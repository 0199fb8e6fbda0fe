import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import { PUBLIC_ORDER_RATE_LIMIT } from '@syna/contracts/orders';
import { HttpProblem } from '../../platform/http/problem.ts';
import { limitEndpoint } from '../../platform/http/route-rate-limit.ts';

/**
 * The orders one address may place at one firm in the window, against abuse of the public
 * page. Refused orders count too: the limit is on attempts. The address is the client's as the
 * trusted proxies name it, so a client on the internet cannot dodge the limit by naming others.
 */
const orderSubmissions: RateLimitOptions = {
  max: PUBLIC_ORDER_RATE_LIMIT.max,
  timeWindow: PUBLIC_ORDER_RATE_LIMIT.windowMs,
  keyGenerator: (request: FastifyRequest) =>
    `${request.ip}|${(request.params as { tenant?: string }).tenant ?? ''}`,
  errorResponseBuilder: (_request, context) =>
    new HttpProblem(429, {
      key: 'orders.tooManyOrders',
      values: { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) },
    }),
};

/** Limits how often an address may place orders through `submit`, which must then be registered in `scope`. */
export async function limitOrderSubmissions(
  scope: FastifyInstance,
  submit: EndpointDefinition,
): Promise<void> {
  await limitEndpoint(scope, submit, orderSubmissions);
}
