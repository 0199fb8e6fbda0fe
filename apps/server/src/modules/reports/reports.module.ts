import type { FastifyInstance } from 'fastify';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { PdfConverter } from './pdf-converter.ts';
import { registerReportExports } from './report-export.service.ts';
import { reportExportRoutes } from './report-export.routes.ts';

/** Reports: an assignment's report filled from a document template, as .docx and PDF, in versions. */
export async function reportsModule(api: FastifyInstance): Promise<void> {
  registerReportExports(api.jobs, {
    storage: api.storage,
    converter: new PdfConverter(api.config.sofficePath),
  });
  await registerEndpoints(api, reportExportEndpoints, reportExportRoutes());
}
