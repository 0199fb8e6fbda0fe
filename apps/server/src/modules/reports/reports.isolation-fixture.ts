import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildInspection } from '../../../test/support/remark-factories.ts';
import { uploadTemplate } from '../../../test/support/report-fixture.ts';

/** Seeds firm A of the tenant-isolation walk with an assignment whose report export was asked for. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const assignment = await buildInspection(app, firm, owner, { number: `R-${secret}` });
  const template = await uploadTemplate(app, owner, firm.id);
  await callerFactory(app)(owner).ok(reportExportEndpoints.export, {
    params: { tenant: firm.id, id: assignment.id },
    body: { template: template.id, destination: { filename: `Rapport ${secret}` } },
  });
};
