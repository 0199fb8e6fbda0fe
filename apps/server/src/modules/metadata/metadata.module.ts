import type { FastifyInstance } from 'fastify';
import { metadataEndpoints } from '@syna/contracts/endpoints/metadata';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { metadataRoutes } from './metadata.routes.ts';

/** The firm's metadata (SPEC §7 "Metadata and events"). */
export async function metadataModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, metadataEndpoints, metadataRoutes());
}
