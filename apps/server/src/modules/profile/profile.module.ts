import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { profileRoutes } from './profile.routes.ts';

/** The caller in an organisation: the staff app's initial data, their profile and its properties. */
export async function profileModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, profileEndpoints, profileRoutes());
}
