import { describe, expect, it } from 'vitest';
import { documentMessages } from '@syna/contracts/messages/documents';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { createReportApp, exportOneRemarkReport } from '../../../test/support/report-fixture.ts';
import { useWorld } from '../../../test/support/test-world.ts';

// A server without LibreOffice (SOFFICE_PATH=none, or no soffice found) still makes reports.
const world = useWorld(async () => {
  const app = await createReportApp();
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const firm = await buildTenant(app, owner);
  return { app, as: callerFactory(app), owner, firm };
});

describe('a report export without LibreOffice', () => {
  it('stores the report as .docx only, and the version says why there is no PDF', async () => {
    const { app, owner, firm } = world;
    const { assignment, job } = await exportOneRemarkReport(app, owner, firm);

    expect(job.state).toBe('done');
    expect(job.version).toMatchObject({ pdf: null, pdfMissing: documentMessages.pdfUnavailable.sv });
    const files = await world.as(owner).ok(inspectionEndpoints.files, {
      params: { tenant: firm.id, id: assignment.id },
    });
    expect(files.items.map((file) => file.filename)).toEqual([job.version!.docx.filename]);
  });

  it('says why there is no PDF in the reader’s language', async () => {
    const { app, owner, firm } = world;
    const { assignment } = await exportOneRemarkReport(app, owner, firm);
    const response = await world
      .as(owner)
      .send(
        reportExportEndpoints.versions,
        { params: { tenant: firm.id, id: assignment.id } },
        { 'accept-language': 'en' },
      );
    const versions = response.json<{ items: { pdfMissing: string | null }[] }>().items;
    expect(versions[0]!.pdfMissing).toBe(documentMessages.pdfUnavailable.en);
  });
});
