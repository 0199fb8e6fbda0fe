import type { FastifyRequest } from 'fastify';
import { contextOf, publicTenantOf } from '../../platform/http/request-context.ts';
import { requestTransaction } from '../../platform/http/access-control.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { TenantContext } from './tenant-context.ts';
import type { TenantRow } from './tenant.repo.ts';

/** What a member route's handler works with: the caller's context and the request transaction. */
export function tenantRequest(request: FastifyRequest): TenantContext & { tx: Tx } {
  return { ...contextOf<TenantContext>(request), tx: requestTransaction(request) };
}

/** What a public tenant route's handler works with: the tenant and the request transaction. */
export function publicTenantRequest(request: FastifyRequest): { tenant: TenantRow; tx: Tx } {
  return { tenant: publicTenantOf<TenantRow>(request), tx: requestTransaction(request) };
}
