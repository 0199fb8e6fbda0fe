import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import type { ReportExportRequest, ReportExportState } from '@syna/contracts/report-exports';
import { useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import { inspectionKeys } from './query-keys';

/** How often a running export is asked where it stands. */
const EXPORT_POLL_MS = 1000;

export const reportKeys = {
  templates: (tenantId: string) => [...inspectionKeys.all(tenantId), 'document-templates'] as const,
  versions: (tenantId: string, id: string) => [...inspectionKeys.detail(tenantId, id), 'reports'] as const,
  // Beside the assignment's keys, not under them: reading the assignment again after an export
  // has no need to ask for the finished job once more.
  job: (tenantId: string, id: string, job: string) =>
    [...inspectionKeys.all(tenantId), 'report-export', id, job] as const,
};

/** The firm's document templates to export from. */
export function useDocumentTemplates(enabled: boolean) {
  return useTenantQuery({
    key: reportKeys.templates,
    endpoint: documentTemplateEndpoints.list,
    request: {},
    pick: (response) => response.items,
    enabled,
  });
}

/** `GET /vb/admin/inspections/{id}/reports`: the issued versions, newest first. */
export function useReportVersions(inspectionId: string) {
  return useTenantQuery({
    key: (tenant) => reportKeys.versions(tenant, inspectionId),
    endpoint: reportExportEndpoints.versions,
    request: { params: { id: inspectionId } },
    pick: (response) => response.items,
  });
}

/** `POST /vb/admin/inspections/{id}/export`: answers the job, which then runs in the background. */
export function useExportReport(inspectionId: string) {
  return useTenantMutation({
    endpoint: reportExportEndpoints.export,
    request: (body: ReportExportRequest) => ({ params: { id: inspectionId }, body }),
  });
}

/** Where an export stands, asked every second until it is done or failed. */
export function useExportJob(inspectionId: string, jobId: string | null) {
  return useTenantQuery({
    key: (tenant) => reportKeys.job(tenant, inspectionId, jobId ?? ''),
    endpoint: reportExportEndpoints.exportJob,
    request: { params: { id: inspectionId, job: jobId ?? '' } },
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data?.state) ? false : EXPORT_POLL_MS),
  });
}

export const isFinished = (state: ReportExportState | undefined) => state === 'done' || state === 'failed';
