import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import PizZip from 'pizzip';
import { PDFParse } from 'pdf-parse';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import { assignmentMessages } from '@syna/contracts/messages/assignments';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { docxFile, paragraph } from '../../../apps/server/test/support/docx-files.ts';
import { baseUrl, callApi, DEMO, seriousAxeViolations, uploadApi, waitForPath } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';
import { mailsTo } from '../support/mailbox.ts';
import { TEST_PHOTO_JPEG } from '../support/test-photo.ts';

// The report: an inspector exports an assignment's report with its remarks and photos from the
// firm's Word template, opens the Word file and the PDF it became, and e-mails the PDF to the
// customer; the firm's mail server (the tests' SMTP server on loopback) receives it attached. An
// assignment with an issued report then cannot be deleted.

const { tenant, params, signedIn } = useSignedIn();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The firm's report template, uploaded by its administrator. */
async function uploadTemplate(name: string) {
  const { context, token } = await signedIn(DEMO.admin);
  const template = docxFile({
    paragraphs: [
      paragraph('Besiktningsprotokoll {assignment.number}'),
      paragraph('Kund: {customer.name}'),
      paragraph('{#objects}'),
      paragraph('{name}'),
      paragraph('{#remarks}'),
      paragraph('Anmärkning: {title}'),
      paragraph('{text}'),
      paragraph('{#images}'),
      paragraph('{%image}'),
      paragraph('{/images}'),
      paragraph('{/remarks}'),
      paragraph('{/objects}'),
    ],
  });
  const path = endpointUrl(documentTemplateEndpoints.create, { params });
  const uploaded = await uploadApi<{ id: string }>(token, path, {
    name: `${name}.docx`,
    type: DOCX,
    bytes: template,
  });
  await context.close();
  return uploaded;
}

/** An assignment of the firm with a customer, and a remark with a photo. */
async function assignmentWithRemark(token: string, stamp: number) {
  const email = `rapport.${stamp}@example.se`;
  const { assignment } = await customerWithAssignment(token, {
    firstName: 'Rut',
    lastName: 'Rapport',
    email,
  });
  const at = { tenant, id: assignment.id };
  const object = await callApi<{ id: string }>(
    token,
    'POST',
    endpointUrl(objectEndpoints.create, { params: at }),
    {
      name: 'Bostadshus',
    },
  );
  const title = `Fuktfläck i källare ${stamp}`;
  const remark = await callApi<{ id: string }>(
    token,
    'POST',
    endpointUrl(remarkEndpoints.create, { params: { ...at, object: object.id } }),
    { title, text: 'Förhöjd fuktkvot vid norra grundmuren.' },
  );
  await uploadApi(
    token,
    endpointUrl(remarkImageEndpoints.upload, { params: { ...at, object: object.id, remark: remark.id } }),
    { name: 'kallare.jpg', type: 'image/jpeg', bytes: TEST_PHOTO_JPEG },
  );
  return { email, assignment, title };
}

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, bytes: await readFile((await download.path())!) };
}

describe('the report export', () => {
  it(
    'an inspector exports the report, opens the .docx and the PDF, and e-mails the PDF to the customer',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now();
      const template = `Protokoll ${stamp % 100_000}`;
      await uploadTemplate(template);
      const { context, page, errors, token } = await signedIn(DEMO.user);
      const { email, assignment, title } = await assignmentWithRemark(token, stamp);

      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
      await page.getByTestId('inspection-tab-files').click();
      await page.getByTestId('report-versions-empty').getByText('Inga rapporter ännu').waitFor();
      await page.getByTestId('report-export').click();
      const dialog = page.getByTestId('report-export-dialog');
      await dialog.getByTestId('report-template').waitFor();
      expect(await seriousAxeViolations(page, { selector: '[data-testid="report-export-dialog"]' })).toEqual(
        [],
      );
      await dialog.getByTestId('report-template').click();
      await page.getByRole('option', { name: template }).click();
      await dialog.getByTestId('report-export-start').click();

      // The export runs in the background while the section says how far it has come.
      await page.getByTestId('report-export-status').waitFor();
      const version = page.getByTestId('report-version');
      await version.getByText('Version 1').waitFor({ timeout: 120_000 });
      await version.getByText(DEMO.user.name, { exact: false }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const word = await downloaded(page, () => version.getByTestId('report-download-docx').click());
      expect(word.download.suggestedFilename()).toBe(`${template} ${assignment.number} v1.docx`);
      const zip = new PizZip(word.bytes);
      const documentXml = zip.file('word/document.xml')!.asText();
      expect(documentXml).toContain(`Anmärkning: ${title}`);
      expect(documentXml).toContain('<w:drawing>');
      expect(zip.file(/^word\/media\//)).toHaveLength(1);

      const pdf = await downloaded(page, () => version.getByTestId('report-download-pdf').click());
      expect(pdf.download.suggestedFilename()).toBe(`${template} ${assignment.number} v1.pdf`);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
      const text = (await parser.getText()).text;
      await parser.destroy();
      expect(text).toContain(title);

      // The report is among the assignment's files, and goes to the customer from the send page.
      await page
        .getByTestId('inspection-file')
        .getByText(`${template} ${assignment.number} v1.pdf`)
        .waitFor();
      await page.getByTestId('inspection-tab-email').click();
      await page.getByTestId('sent-mail-write').click();
      await waitForPath(page, `/main/${tenant}/inspections/${assignment.id}/email`);
      const form = page.getByTestId('send-mail-form');
      await expect
        .poll(() => form.getByRole('checkbox', { name: `Rut Rapport – ${email}` }).isChecked())
        .toBe(true);
      await form.getByTestId('send-mail-subject').fill(`Besiktningsprotokoll ${assignment.number}`);
      await form.getByTestId('send-mail-body').fill('Hej Rut! Här kommer protokollet.');
      await form
        .getByRole('checkbox', { name: new RegExp(`^${template} ${assignment.number} v1\\.pdf`) })
        .check();
      await form.getByTestId('send-mail-send').click();
      await waitForPath(page, `/main/${tenant}/inspections/${assignment.id}`);

      await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
      const mail = mailsTo(email).at(-1)!;
      expect(mail).toMatch(/application\/pdf/);
      expect(mail).toContain(pdf.bytes.toString('base64').slice(0, 60));
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'an inspector cannot delete an assignment with an issued report: the dialog says why, and it stays',
    // The report is converted to PDF first, which takes its time on a busy machine.
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now();
      const template = await uploadTemplate(`Leverans ${stamp % 100_000}`);
      const { context, page, errors, token } = await signedIn(DEMO.user);
      const { assignment } = await assignmentWithRemark(token, stamp);
      const at = { tenant, id: assignment.id };
      const job = await callApi<{ id: string }>(
        token,
        'POST',
        endpointUrl(reportExportEndpoints.export, { params: at }),
        { template: template.id },
      );
      await expect
        .poll(
          async () =>
            (
              await callApi<{ state: string }>(
                token,
                'GET',
                endpointUrl(reportExportEndpoints.exportJob, { params: { ...at, job: job.id } }),
              )
            ).state,
          { timeout: 120_000, interval: 500 },
        )
        .toBe('done');

      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
      await page.getByTestId('inspection-delete').click();
      const dialog = page.getByTestId('delete-inspection-dialog');
      await dialog.getByTestId('delete-confirm-number').fill(assignment.number);
      await dialog.getByRole('button', { name: 'Radera permanent' }).click();
      await dialog
        .getByTestId('delete-inspection-error')
        .getByText(assignmentMessages.reportsIssued.sv)
        .waitFor();
      expect(
        await seriousAxeViolations(page, { selector: '[data-testid="delete-inspection-dialog"]' }),
      ).toEqual([]);
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toContain(`/inspections/${assignment.id}`);
      const kept = await callApi<{ id: string }>(
        token,
        'GET',
        endpointUrl(inspectionEndpoints.get, { params: at }),
      );
      expect(kept.id).toBe(assignment.id);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
