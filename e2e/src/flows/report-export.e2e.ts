import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import PizZip from 'pizzip';
import { PDFParse } from 'pdf-parse';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import { assignmentMessages } from '@syna/contracts/messages/assignments';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { docxFile, paragraph } from '../../../apps/server/test/support/docx-files.ts';
import { baseUrl, callApi, DEMO, seriousAxeViolations, uploadApi, waitForPath } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { issueReport } from '../support/issued-report.ts';
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
  const { assignment } = await customerWithAssignment(
    token,
    { firstName: 'Rut', lastName: 'Rapport', email },
    { address: 'Kvarnvägen 3', postalCode: '903 25', city: 'Umeå' },
  );
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

/**
 * Exports the assignment's first report with `template` from its files tab, as an inspector does
 * (the dialog checked for accessibility on the way), and answers the report version once issued.
 */
async function exportFromFilesTab(page: Page, assignmentId: string, template: string) {
  await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignmentId}`);
  await page.getByTestId('inspection-tab-files').click();
  await page.getByTestId('report-versions-empty').getByText('Inga rapporter ännu').waitFor();
  await page.getByTestId('report-export').click();
  const dialog = page.getByTestId('report-export-dialog');
  await dialog.getByTestId('report-template').waitFor();
  expect(await seriousAxeViolations(page, { selector: '[data-testid="report-export-dialog"]' })).toEqual([]);
  await dialog.getByTestId('report-template').click();
  await page.getByRole('option', { name: template }).click();
  await dialog.getByTestId('report-export-start').click();

  // The export runs in the background while the section says how far it has come.
  await page.getByTestId('report-export-status').waitFor();
  const version = page.getByTestId('report-version');
  await version.getByText('Version 1').waitFor({ timeout: 120_000 });
  return version;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
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

      const version = await exportFromFilesTab(page, assignment.id, template);
      await version.getByText(DEMO.user.name, { exact: false }).waitFor();
      // The version names its file first; the hash comes last and quiet.
      await version.getByText(`Version 1 · ${template} ${assignment.number} v1.pdf`).waitFor();
      expect(await version.getByTestId('report-version-hash').textContent()).toMatch(
        /^SHA-256 [0-9a-f]{12}$/,
      );
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
      expect(await pdfText(pdf.bytes)).toContain(title);

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
      // With a report to send, the page starts as the report to the customer, in the firm's words.
      await expect
        .poll(() => form.getByTestId('send-mail-subject').inputValue())
        .toBe('Besiktningsprotokoll för Kvarnvägen 3, 903 25 Umeå');
      expect(await form.getByTestId('send-mail-template').textContent()).toBe(
        'Protokoll till kunden (svenska)',
      );
      expect(await form.getByTestId('send-mail-body').inputValue()).toMatch(
        new RegExp(
          `^Hej Rut Rapport,\n\nHär kommer protokollet från besiktningen av Kvarnvägen 3, 903 25 Umeå( den [-0-9]+)? \\(uppdrag ${assignment.number}\\)`,
        ),
      );
      // The newest report's PDF is chosen already; its Word file waits apart, folded away.
      expect(
        await form
          .getByRole('checkbox', { name: new RegExp(`^${template} ${assignment.number} v1\\.pdf`) })
          .isChecked(),
      ).toBe(true);
      expect(await form.getByTestId('send-mail-older-toggle').textContent()).toContain('Äldre versioner');
      expect(await form.getByTestId('send-mail-older-attachments').count()).toBe(0);
      await form.getByTestId('send-mail-send').click();
      await waitForPath(page, `/main/${tenant}/inspections/${assignment.id}`);

      await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
      const mail = mailsTo(email).at(-1)!;
      expect(mail).toMatch(/application\/pdf/);
      expect(mail).toContain('Protokollet är bifogat som PDF.');
      expect(mail).toContain(pdf.bytes.toString('base64').slice(0, 60));
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'a buyer reads the base överlåtelsebesiktning protocol: the summary of serious findings, numbered remarks and the property data, with no label standing alone',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now();
      const admin = await signedIn(DEMO.admin, '/admin/templates/doc');
      const base = admin.page.getByTestId('base-template-overlatelsebesiktning');
      await base.getByTestId('base-template-copy').click();
      await admin.page
        .getByTestId('snackbar')
        .getByText(/Överlåtelsebesiktning/)
        .waitFor();
      expect(admin.errors).toEqual([]);
      await admin.context.close();

      const { context, page, errors, token } = await signedIn(DEMO.user);
      const { assignment } = await customerWithAssignment(token, {
        firstName: 'Kim',
        lastName: 'Köpare',
        email: `kopare.${stamp}@example.se`,
      });
      const at = { tenant, id: assignment.id };
      const grades = await callApi<{ items: { id: string; name: string; serious: boolean }[] }>(
        token,
        'GET',
        endpointUrl(remarkGradeEndpoints.list, { params, query: {} }),
      );
      const mild = grades.items.find((grade) => !grade.serious)!;
      const serious = grades.items.find((grade) => grade.serious)!;
      const house = await callApi<{ id: string }>(
        token,
        'POST',
        endpointUrl(objectEndpoints.create, { params: at }),
        {
          name: 'Bostadshus',
        },
      );
      const remarkAt = { params: { ...at, object: house.id } };
      await callApi(token, 'POST', endpointUrl(remarkEndpoints.create, remarkAt), {
        title: 'Sprucken fönsterbleckskant',
        text: 'Fönsterblecket på södra fasaden har en spricka.',
        gradeId: mild.id,
      });
      await callApi(token, 'POST', endpointUrl(remarkEndpoints.create, remarkAt), {
        title: 'Fuktskada i källarvägg',
        text: 'Förhöjd fuktkvot vid norra grundmuren.',
        location: 'Källare, norra väggen',
        gradeId: serious.id,
        recommendedAction: 'Utred fuktkällan och åtgärda dräneringen.',
        investigate: true,
        investigation: 'Fuktmätning i grundmuren',
      });
      const forms = await callApi<{ items: { form: { id: string; key: string } }[] }>(
        token,
        'GET',
        endpointUrl(recordFormEndpoints.inspectionForms, { params: at }),
      );
      const property = forms.items.find((item) => item.form.key === 'fastighetsuppgifter')!.form;
      await callApi(
        token,
        'PUT',
        endpointUrl(recordFormEndpoints.writeInspectionForm, { params: { ...at, form: property.id } }),
        { values: { fastighetsbeteckning: 'Uppsala Kåbo 12:3', byggnadsar: 1974 } },
      );

      const version = await exportFromFilesTab(page, assignment.id, 'Överlåtelsebesiktning');
      const pdf = await downloaded(page, () => version.getByTestId('report-download-pdf').click());
      const text = await pdfText(pdf.bytes);
      const between = (from: string, to: string) => {
        const start = text.indexOf(from);
        expect(start, `"${from}" in the protocol`).toBeGreaterThanOrEqual(0);
        return text.slice(start, text.indexOf(to, start));
      };

      // The first page sums up the serious finding and the recommended investigation, by number.
      const summary = between('Sammanfattning', 'Uppdrag och parter');
      expect(summary).toContain(`1.2 Fuktskada i källarvägg – ${serious.name}, Bostadshus`);
      expect(summary).toContain('Rekommenderad åtgärd: Utred fuktkällan och åtgärda dräneringen.');
      expect(summary).toContain('1.2 Fuktskada i källarvägg (Bostadshus): Fuktmätning i grundmuren');
      expect(summary).not.toContain('Sprucken fönsterbleckskant');

      // The property data as recorded in the standard form; the fields left empty are left out.
      const propertyData = between('Fastighetsuppgifter', 'Besiktningens omfattning');
      expect(propertyData).toContain('Fastighetsbeteckning: Uppsala Kåbo 12:3');
      expect(propertyData).toContain('Byggnadsår: 1974');
      expect(propertyData).not.toContain('Takbeläggning');

      // The findings numbered as in the app, each with its grade.
      const findings = between('Besiktningens resultat', 'Riskanalys och rekommendation');
      expect(findings).toMatch(
        new RegExp(`1\\.1 Sprucken fönsterbleckskant\\s+Allvarlighetsgrad: ${mild.name}`),
      );
      expect(findings).toMatch(
        new RegExp(`1\\.2 Fuktskada i källarvägg\\s+Allvarlighetsgrad: ${serious.name}`),
      );
      expect(findings).toContain('Plats: Källare, norra väggen');

      // Nor does a heading: the assignment has no contacts to list as parties, and no date yet to
      // tell the visit by.
      expect(text).not.toContain('Roll Namn E-post Telefon');
      expect(text).not.toContain('Besiktningstillfället');

      // No label stands alone: every "Label:" line goes on with its value.
      const loneLabels = text.split('\n').filter((line) => /^[^:]{1,60}:\s*$/.test(line.trim()));
      expect(loneLabels).toEqual([]);
      expect(text).not.toMatch(/\{[a-z.#/]+\}|undefined|null/);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'even an administrator, who may delete assignments, cannot delete one with an issued report: the dialog says why, and it stays',
    // The report is converted to PDF first, which takes its time on a busy machine.
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now();
      const template = await uploadTemplate(`Leverans ${stamp % 100_000}`);
      const { context, page, errors, token } = await signedIn(DEMO.admin);
      const { assignment } = await assignmentWithRemark(token, stamp);
      await issueReport(token, assignment.id, template.id);

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
        endpointUrl(inspectionEndpoints.get, { params: { tenant, id: assignment.id } }),
      );
      expect(kept.id).toBe(assignment.id);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
