import { z } from 'zod';
import {
  reportDataQuerySchema,
  reportDataSchema,
  reportExportJobSchema,
  reportExportRequestSchema,
  reportVersionListSchema,
} from '../report-exports.ts';
import { permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'vb';
const admin = '/:tenant/v1/vb/admin/inspections/:id';
const idParams = tenantParams.extend({ id: z.uuid() });
const jobParams = idParams.extend({ job: z.uuid({ error: 'documents.exportId' }) });
const read = permitted('inspections.read');
const write = permitted('inspections.write');

/** The assignment's report: its data, its export as .docx and PDF, its issued versions (SPEC §7 "Exports"). */
export const reportExportEndpoints = {
  data: endpoint({
    method: 'GET',
    path: `${admin}/data`,
    access: read,
    service,
    summary:
      'The data a report template is filled with (firm, assignment, customer, contacts, objects → ' +
      'remarks → images as links, absolute with `baseUrl`); `flat=true` writes nested objects as dotted keys',
    params: idParams,
    query: reportDataQuerySchema,
    response: reportDataSchema,
  }),
  export: endpoint({
    method: 'POST',
    path: `${admin}/export`,
    access: write,
    service,
    summary:
      'Export the assignment’s report from a document template: answers 202 with the job; the job ' +
      'stores a new report version in the assignment’s files as .docx and (with LibreOffice) PDF',
    params: idParams,
    body: reportExportRequestSchema,
    status: 202,
    response: reportExportJobSchema,
  }),
  exportJob: endpoint({
    method: 'GET',
    path: `${admin}/export/:job`,
    access: read,
    service,
    summary: 'Where an export job stands: queued, rendering, converting, done (with its version) or failed',
    params: jobParams,
    response: reportExportJobSchema,
  }),
  versions: endpoint({
    method: 'GET',
    path: `${admin}/reports`,
    access: read,
    service,
    summary: 'The assignment’s issued report versions, newest first; they are never changed',
    params: idParams,
    response: reportVersionListSchema,
  }),
};
