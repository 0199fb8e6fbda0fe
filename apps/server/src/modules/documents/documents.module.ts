import type { FastifyInstance } from 'fastify';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { documentTemplateRoutes } from './document-template.routes.ts';

/** Documents: the firm's Word templates for reports. */
export async function documentsModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, documentTemplateEndpoints, documentTemplateRoutes(api.storage));
}
