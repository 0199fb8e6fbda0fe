import type { FastifyRequest } from 'fastify';
import { MEMBER, PUBLIC_IN_TENANT } from '@syna/contracts/endpoints/access';
import {
  requestContextOf,
  type PublicTenantContext,
  type RequestContext,
} from '../../platform/http/request-context.ts';

/** What a member route's handler works with: the caller's context and the request transaction. */
export function tenantRequest(request: FastifyRequest): RequestContext {
  return requestContextOf(request, MEMBER);
}

/** What a public tenant route's handler works with: the tenant and the request transaction. */
export function publicTenantRequest(request: FastifyRequest): PublicTenantContext {
  return requestContextOf(request, PUBLIC_IN_TENANT);
}
