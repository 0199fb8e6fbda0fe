import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../platform/db/database.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';

/** What every inspection rule works in: the request's transaction and its tenant. */
export interface InspectionContext {
  tx: Tx;
  tenantId: string;
}

export function inspectionContext(request: FastifyRequest): InspectionContext {
  const { tx, tenant } = tenantRequest(request);
  return { tx, tenantId: tenant.id };
}
