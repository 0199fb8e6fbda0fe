import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { insertRow } from '../../../test/support/direct-rows.ts';
import { buildInspection } from '../../../test/support/remark-factories.ts';

const HASH = 'a'.repeat(64);

/**
 * Firm A's sent insurance request for the tenant-isolation walk, on an assignment with an issued
 * report version: written as rows (the walk's app has neither job workers nor an insurer), the
 * secret in the estate designation sent and the insurer's reference.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const assignment = await buildInspection(app, firm, owner, { number: `DFF-${secret}` });
  const file = await insertRow(app, firm.id, 'inspection_files', {
    inspection_id: assignment.id,
    filename: `Rapport ${secret}.docx`,
    content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 1,
    storage_key: `isolation/${secret}.docx`,
    sha256: HASH,
  });
  const version = await insertRow(app, firm.id, 'report_versions', {
    inspection_id: assignment.id,
    version: 1,
    template_id: assignment.id,
    template_name: `Mall ${secret}`,
    template_sha256: HASH,
    docx_file_id: file,
    docx_sha256: HASH,
    pdf_missing: 'none',
  });
  await insertRow(app, firm.id, 'insurance_requests', {
    inspection_id: assignment.id,
    report_version_id: version,
    status: 'sent',
    sent: JSON.stringify({ property: { designation: `Umeå ${secret} 1:1` }, report: { version: 1 } }),
    reference: `DFF-${secret}`,
    message: secret,
    provider_status: 201,
  });
};
