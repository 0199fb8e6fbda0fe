import type { FastifyInstance } from 'fastify';
import { spreadsheetExportEndpoints } from '@syna/contracts/endpoints/exports';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { spreadsheetExportRoutes } from './spreadsheet-export.routes.ts';
import { registerSpreadsheetExports } from './spreadsheet-export.service.ts';

/**
 * Exports: the lists' searches as spreadsheets, made by a job; their progress and files. The lists
 * register their sources (`registerExportSource`), so this module knows none of them.
 */
export async function exportsModule(api: FastifyInstance): Promise<void> {
  const sources = api.exportSources;
  registerSpreadsheetExports(api.jobs, { storage: api.storage, sources });
  await registerEndpoints(api, spreadsheetExportEndpoints, spreadsheetExportRoutes(api.storage, sources));
}
