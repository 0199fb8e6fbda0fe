import type { FastifyInstance } from 'fastify';
import { emailTemplateEndpoints, mailMessageEndpoints } from '@syna/contracts/endpoints/email';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { emailTemplateRoutes, mailMessageRoutes } from './email.routes.ts';

/** E-mail: the firm's templates, sending through the outbox, and reading it. */
export async function emailModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, emailTemplateEndpoints, emailTemplateRoutes());
  await registerEndpoints(api, mailMessageEndpoints, mailMessageRoutes(api.storage));
}
