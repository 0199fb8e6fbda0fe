import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EndpointRequest } from '@syna/contracts/endpoints/endpoint';
import { spreadsheetExportEndpoints } from '@syna/contracts/endpoints/exports';
import type { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { orderEndpoints } from '@syna/contracts/endpoints/orders';
import type { SpreadsheetExportJob } from '@syna/contracts/exports';
import {
  SPREADSHEET_EXPORT_JOB,
  SPREADSHEET_EXPORT_REMOVAL_JOB,
  removeSpreadsheetExport,
  runSpreadsheetExport,
} from '../../src/modules/exports/index.ts';
import { callerFactory } from './api-client.ts';
import type { TestUser } from './factories.ts';
import { jobOf } from './jobs.ts';

/** A list's export endpoint: `POST …/inspections/export` or `POST …/order/export`. */
export type ExportEndpoint = typeof inspectionEndpoints.export | typeof orderEndpoints.export;

/** Asks for an export as the user; the job as the API answers it (202). */
export async function requestExport(
  app: FastifyInstance,
  user: TestUser,
  endpoint: ExportEndpoint,
  request: EndpointRequest<ExportEndpoint>,
  headers: Record<string, string> = {},
): Promise<SpreadsheetExportJob> {
  const response = await callerFactory(app)(user).send(endpoint, request, headers);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<SpreadsheetExportJob>();
}

/** Runs an export's job at once (the queue's handler, without waiting for the queue), in pages of `pageSize`. */
export function runExportJob(
  app: FastifyInstance,
  user: TestUser,
  tenantId: string,
  job: { id: string },
  pageSize?: number,
): Promise<void> {
  return runSpreadsheetExport(
    { storage: app.storage, sources: app.exportSources, ...(pageSize ? { pageSize } : {}) },
    jobOf(app, SPREADSHEET_EXPORT_JOB, { tenantId, exportId: job.id, userId: user.id, language: 'sv' }),
  );
}

/** Runs an export's removal at once, as the queue runs it when the export expires. */
export function runExportRemoval(app: FastifyInstance, tenantId: string, job: { id: string }): Promise<void> {
  return removeSpreadsheetExport(
    { storage: app.storage },
    jobOf(app, SPREADSHEET_EXPORT_REMOVAL_JOB, { tenantId, exportId: job.id }),
  );
}

/** The export's file as the API answers it. */
export function fetchExportFile(
  app: FastifyInstance,
  user: TestUser,
  tenantId: string,
  job: { id: string },
): Promise<LightMyRequestResponse> {
  return callerFactory(app)(user).send(spreadsheetExportEndpoints.file, {
    params: { tenant: tenantId, id: job.id },
  });
}

/**
 * Exports as the user from start to file: asks for it, runs its job and fetches the file (in the
 * language of `accept-language`, as the API names the columns).
 */
export async function exportToFile(
  app: FastifyInstance,
  user: TestUser,
  endpoint: ExportEndpoint,
  request: EndpointRequest<ExportEndpoint>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const tenantId = request.params.tenant;
  const job = await requestExport(app, user, endpoint, request, headers);
  await runExportJob(app, user, tenantId, job);
  return fetchExportFile(app, user, tenantId, job);
}
