import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from '@syna/contracts/endpoints/content';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { contentRoutes } from './content.routes.ts';

/** The content service: stored files served to the members of their organisation. */
export async function contentModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, contentEndpoints, contentRoutes(api.storage));
}
