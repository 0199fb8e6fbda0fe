import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { docxFile, paragraph } from '../../../apps/server/test/support/docx-files.ts';
import { baseUrl, DEMO, FIRMS, openSignedIn, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('document templates', () => {
  it('an admin uploads a template, reads its warning and the fields, downloads, replaces and deletes it', async () => {
    const { context, page, errors } = await openSignedIn(browser(), DEMO.admin);
    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}/admin`);
    await page.getByTestId('admin-area-link-docTemplates').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dokumentmallar' }).waitFor();
    // The help lists every field with how it is written and an example.
    const fields = page.getByTestId('report-fields');
    await fields.getByRole('row', { name: /\{assignment\.number\}.*Uppdragsnummer.*2026-0142/ }).waitFor();
    await fields.getByRole('row', { name: /\{%firm\.logo\}.*Företagets logotyp/ }).waitFor();
    // And the fields of the firm's assignment forms, under the form's name, by their tags.
    const formFields = page.getByTestId('form-fields-fastighetsuppgifter');
    await page
      .getByRole('heading', { level: 3, name: 'Formulär: Fastighetsuppgifter', exact: true })
      .waitFor();
    await formFields
      .getByRole('row', { name: /\{form\.fastighetsuppgifter\.byggnadsar\}.*Byggnadsår.*1974/ })
      .waitFor();

    const name = `Protokoll ${Date.now()}`;
    const template = docxFile({
      paragraphs: [paragraph('Besiktningsprotokoll {assignment.number}'), paragraph('{radonhalt}')],
    });
    const fileInput = page.getByTestId('template-file');
    await fileInput.setInputFiles({ name: `${name}.docx`, mimeType: DOCX, buffer: template });
    await page.getByTestId('snackbar').getByText(`Mallen ${name} har laddats upp`).waitFor();
    const row = page.getByTestId(`template-${name}`);
    await row.getByText('Okända fält lämnas tomma: radonhalt').waitFor();

    // A broken template is refused with every reason, and the list is unchanged.
    await fileInput.setInputFiles({
      name: 'trasig.docx',
      mimeType: DOCX,
      buffer: docxFile({ paragraphs: [paragraph('{customer.name'), paragraph('{#objects}')] }),
    });
    const refusal = page.getByTestId('template-refusal');
    await refusal.getByText('Filen trasig.docx togs inte emot').waitFor();
    await refusal.getByText('Taggen customer.name avslutas inte: en } saknas').waitFor();
    await refusal.getByText('Slingan objects avslutas aldrig med sin sluttagg').waitFor();
    expect(await page.getByTestId('template-trasig').count()).toBe(0);

    const downloading = page.waitForEvent('download');
    await row.getByTestId('template-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name}.docx`);
    expect((await readFile(await download.path())).equals(template)).toBe(true);

    // Replacing keeps the name; the fixed template has no warning left.
    await row.getByTestId('template-replace').click();
    await fileInput.setInputFiles({
      name: 'ny-version.docx',
      mimeType: DOCX,
      buffer: docxFile({ paragraphs: [paragraph('Besiktningsprotokoll {assignment.number}')] }),
    });
    await page.getByTestId('snackbar').getByText(`Mallen ${name} har ersatts`).waitFor();
    await row.getByText(/ny-version\.docx/).waitFor();
    expect(await row.getByTestId('template-unknown-fields').count()).toBe(0);

    await row.getByTestId('template-delete').click();
    await page.getByTestId('template-delete-dialog').getByRole('button', { name: 'Ta bort' }).click();
    await page.getByTestId('snackbar').getByText(`Mallen ${name} har tagits bort`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin downloads a base template and copies it into the firm’s own templates', async () => {
    const { context, page, errors } = await openSignedIn(browser(), DEMO.admin);
    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}/admin/templates/doc`);
    const base = page.getByRole('region', { name: 'Grundmallar' });
    const confirmation = base.getByTestId('base-template-orderbekraftelse');
    await confirmation.getByText(/ordernummer/).waitFor();

    const downloading = page.waitForEvent('download');
    await confirmation.getByRole('button', { name: 'Ladda ner grundmallen Orderbekräftelse' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Orderbekräftelse.docx');
    // A .docx is a zip: it starts with the zip signature.
    expect((await readFile(await download.path())).subarray(0, 2).toString()).toBe('PK');

    // Every copy is a template of its own, so count the ones already there once the list is in.
    const copies = page.getByTestId('template-Orderbekräftelse');
    await page.getByTestId('templates-empty').or(page.getByTestId('template-download').first()).waitFor();
    const before = await copies.count();
    await confirmation.getByRole('button', { name: 'Använd som egen mall: Orderbekräftelse' }).click();
    await page
      .getByTestId('snackbar')
      .getByText('Grundmallen Orderbekräftelse finns nu bland era mallar')
      .waitFor();
    await expect.poll(() => copies.count()).toBe(before + 1);
    await copies
      .last()
      .getByText(/Orderbekräftelse\.docx/)
      .waitFor();
    expect(await copies.last().getByTestId('template-unknown-fields').count()).toBe(0);

    // The copy is the firm's to remove; the base template stays.
    await copies.last().getByTestId('template-delete').click();
    await page.getByTestId('template-delete-dialog').getByRole('button', { name: 'Ta bort' }).click();
    await expect.poll(() => copies.count()).toBe(before);
    await confirmation.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
