import type { FastifyInstance } from 'fastify';
import { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { sequenceRoutes } from './sequence.routes.ts';

/** The firm's number sequences, and the draws the product's own records take from them. */
export async function sequencesModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, sequenceEndpoints, sequenceRoutes());
}
