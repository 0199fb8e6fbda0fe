import type { FastifyInstance } from 'fastify';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { formRoutes } from './form.routes.ts';

/** The firm's input forms: their definitions and every saved version of their fields. */
export async function formsModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, formEndpoints, formRoutes());
}
