import type { FastifyInstance } from 'fastify';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { eventRoutes } from './event.routes.ts';

/** The events log: reading it (administrators); writing it is the access wall's (`recordWrite`). */
export async function eventsModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, eventEndpoints, eventRoutes);
}
