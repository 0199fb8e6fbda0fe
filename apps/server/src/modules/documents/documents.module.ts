import type { FastifyInstance } from 'fastify';
import { baseTemplateEndpoints, documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { baseTemplateRoutes } from './base-template.routes.ts';
import { documentTemplateRoutes } from './document-template.routes.ts';
import { checkTemplateUpload } from './document-template.service.ts';

/** Documents: the firm's Word templates for reports, and the base templates the product ships. */
export async function documentsModule(api: FastifyInstance): Promise<void> {
  // A template is checked before the handler's transaction opens: the checks may take seconds.
  await registerEndpoints(api, documentTemplateEndpoints, documentTemplateRoutes(api.storage), {
    create: checkTemplateUpload,
    replace: checkTemplateUpload,
  });
  await registerEndpoints(api, baseTemplateEndpoints, baseTemplateRoutes(api.storage));
}
