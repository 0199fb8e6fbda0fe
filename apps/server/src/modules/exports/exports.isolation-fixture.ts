import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { buildInspection } from '../../../test/support/remark-factories.ts';
import { requestExport, runExportJob } from '../../../test/support/spreadsheet-exports.ts';

/** Seeds firm A of the tenant-isolation walk with a finished export of its assignments, the secret in its file. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  await buildInspection(app, firm, owner, { number: `X-${secret}` });
  const job = await requestExport(app, owner, inspectionEndpoints.export, {
    params: { tenant: firm.id },
    body: { query: { text: secret }, format: 'csv' },
  });
  await runExportJob(app, owner, firm.id, job);
};
