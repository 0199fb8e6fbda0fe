import type { FastifyInstance } from 'fastify';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { projectRoutes } from './project.routes.ts';

/** Projects and their estates (fastigheter). */
export async function projectsModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, projectEndpoints, projectRoutes());
}
