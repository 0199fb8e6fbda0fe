import type { FastifyInstance } from 'fastify';
import type { EndpointTable } from '@syna/contracts/endpoints/endpoint';
import * as endpoints from '@syna/contracts/endpoints/lookups';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import {
  contactRoleKind,
  inspectionBranchKind,
  inspectionStatusKind,
  inspectionTypeKind,
  projectTypeKind,
  remarkGradeKind,
  type LookupKind,
} from './lookup-kinds.ts';
import { lookupRoutes } from './lookup.routes.ts';

async function registerLookup<Table extends EndpointTable>(
  api: FastifyInstance,
  table: Table,
  kind: LookupKind,
): Promise<void> {
  await registerEndpoints(api, table, lookupRoutes<Table>(kind));
}

/** The lookup tables administrators keep (under the inspections service), one generic set of routes each. */
export async function lookupsModule(api: FastifyInstance): Promise<void> {
  await registerLookup(api, endpoints.inspectionTypeEndpoints, inspectionTypeKind);
  await registerLookup(api, endpoints.inspectionStatusEndpoints, inspectionStatusKind);
  await registerLookup(api, endpoints.contactRoleEndpoints, contactRoleKind);
  await registerLookup(api, endpoints.inspectionBranchEndpoints, inspectionBranchKind);
  await registerLookup(api, endpoints.projectTypeEndpoints, projectTypeKind);
  await registerLookup(api, endpoints.remarkGradeEndpoints, remarkGradeKind);
}
