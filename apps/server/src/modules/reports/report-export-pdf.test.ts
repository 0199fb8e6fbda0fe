import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { downloadInspectionFile, exportOneRemarkReport } from '../../../test/support/report-fixture.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { PdfConverter } from './pdf-converter.ts';

// The report as PDF, made by LibreOffice where the server has it (CI installs it; SOFFICE_PATH).
const world = useWorld(async () => {
  const app = await createTestApp({ jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const firm = await buildTenant(app, owner);
  return { app, as: callerFactory(app), owner, firm };
});

/** Whether this machine has LibreOffice; without it, report-export-without-pdf.test.ts applies. */
const libreOffice = await new PdfConverter('soffice').available();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a report export with LibreOffice', () => {
  it.runIf(libreOffice)(
    'stores the report as PDF beside the .docx, named as it and with its hash',
    async () => {
      const { app, owner, firm } = world;
      const { assignment, job } = await exportOneRemarkReport(app, owner, firm);

      const version = job.version!;
      expect(version).toMatchObject({
        pdfMissing: null,
        pdf: { filename: `Besiktningsprotokoll ${assignment.number} v1.pdf` },
      });
      const pdf = await downloadInspectionFile(app, owner, firm.id, assignment.id, version.pdf!.fileId);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha256(pdf)).toBe(version.pdf!.sha256);
    },
  );
});
