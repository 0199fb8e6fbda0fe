import { describe, expect, it } from 'vitest';
import { accessToken, baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

/** A small PDF: the server judges a file by its content, so it must begin as one does. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe("the assignment's files", () => {
  it('uploads a file, lists it with its size and uploader, downloads it and deletes it after asking', async () => {
    const { page, context, errors } = await signedIn(DEMO.admin);
    const token = await accessToken(context);
    const type = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/inspections/types`, {
      name: `Filtyp ${Date.now()}`,
    });
    const assignment = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
      typeId: type.id,
    });

    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
    await page.getByTestId('inspection-tab-files').click();
    await page.getByTestId('inspection-files-empty').getByText('Inga filer ännu').waitFor();

    await page.getByTestId('inspection-file-input').setInputFiles({
      name: 'Besiktningsprotokoll.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const row = page.getByTestId('inspection-file');
    await row.getByText('Besiktningsprotokoll.pdf').waitFor();
    await row.getByText(`${pdf.length} B`, { exact: false }).waitFor();
    await row.getByText(`av ${DEMO.admin.name}`, { exact: false }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Ladda ned Besiktningsprotokoll.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Besiktningsprotokoll.pdf');

    await row.getByRole('button', { name: 'Ta bort Besiktningsprotokoll.pdf' }).click();
    const confirm = page.getByTestId('delete-inspection-file-dialog');
    await confirm.getByText('Filen tas bort från uppdraget.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByTestId('inspection-files-empty').waitFor();
    expect(errors).toEqual([]);
  });
});
