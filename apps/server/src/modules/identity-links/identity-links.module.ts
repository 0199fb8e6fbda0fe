import type { FastifyInstance } from 'fastify';
import { identityLinkEndpoints } from '@syna/contracts/endpoints/identity-links';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { identityLinkRoutes } from './identity-link.routes.ts';

/** Moving a member's sign-in to a new issuer by a code an administrator issues (docs/IDENTITY-PROVIDER.md). */
export async function identityLinksModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, identityLinkEndpoints, identityLinkRoutes());
}
