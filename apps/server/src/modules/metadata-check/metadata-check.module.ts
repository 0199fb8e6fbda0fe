import type { FastifyInstance } from 'fastify';
import { metadataCheckEndpoints } from '@syna/contracts/endpoints/metadata-check';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { metadataCheckRoutes } from './metadata-check.routes.ts';

/** The metadata check: inconsistencies in the firm's set-up, asked of the modules that own them. */
export async function metadataCheckModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, metadataCheckEndpoints, metadataCheckRoutes());
}
