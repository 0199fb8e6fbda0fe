import { expect } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import type { ReportExportJob } from '@syna/contracts/report-exports';
import { callApi, FIRMS } from './browser.ts';

/**
 * Issues the report of a north-firm assignment from `template` through the API, as the files tab
 * does, and waits until its export job is done (a PDF conversion on a busy machine takes a while).
 */
export async function issueReport(token: string, assignmentId: string, template: string): Promise<void> {
  const at = { tenant: FIRMS.north.id, id: assignmentId };
  const job = await callApi<ReportExportJob>(
    token,
    'POST',
    endpointUrl(reportExportEndpoints.export, { params: at }),
    { template },
  );
  await expect
    .poll(
      async () =>
        (
          await callApi<ReportExportJob>(
            token,
            'GET',
            endpointUrl(reportExportEndpoints.exportJob, { params: { ...at, job: job.id } }),
          )
        ).state,
      { timeout: 120_000, interval: 500 },
    )
    .toBe('done');
}
