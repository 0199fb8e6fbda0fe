import type { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  getReportData,
  getReportExport,
  getReportVersions,
  requestReportExport,
} from './report-export.service.ts';

/** The report's endpoints, each served by one service call. */
export function reportExportRoutes(): EndpointHandlers<typeof reportExportEndpoints> {
  return {
    data: (context, { params, query }) => getReportData(context, params.id, query),
    export: (context, { params, body }) => requestReportExport(context, params.id, body),
    exportJob: (context, { params }) => getReportExport(context, params.id, params.job),
    versions: (context, { params }) => getReportVersions(context, params.id),
  };
}
