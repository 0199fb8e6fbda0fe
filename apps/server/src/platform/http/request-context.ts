import type { FastifyRequest } from 'fastify';

/** The resolved tenant context of a member route, typed as the tenancy module resolves it. */
export function contextOf<Context>(request: FastifyRequest): Context {
  if (!request.resolvedContext) throw new Error('No tenant context: the route is not a member route');
  return request.resolvedContext as Context;
}

/** The tenant of a public tenant route, typed as the tenancy module resolves it. */
export function publicTenantOf<Tenant>(request: FastifyRequest): Tenant {
  if (!request.publicTenant) throw new Error('No tenant: the route is not a public tenant route');
  return request.publicTenant as Tenant;
}
