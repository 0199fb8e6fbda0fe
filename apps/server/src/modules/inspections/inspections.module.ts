import type { FastifyInstance } from 'fastify';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { registerExportSource } from '../exports/index.ts';
import { inspectionExportSource } from './inspection-export.ts';
import { inspectionRoutes } from './inspection.routes.ts';

/** Inspections (uppdrag): their search, changes, tags, links and contacts, and their place in projects. */
export async function inspectionsModule(api: FastifyInstance): Promise<void> {
  registerExportSource(api, inspectionExportSource);
  await registerEndpoints(api, inspectionEndpoints, inspectionRoutes(api.storage, api.assignmentSetups));
}
