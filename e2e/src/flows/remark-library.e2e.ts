import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { REMARK_WORKBOOK_SHEET } from '@syna/contracts/remark-transfer';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

const rows = (page: Page) => page.getByTestId('remark-library-row');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });

/** Edits the downloaded workbook as a spreadsheet program would, and saves it beside it. */
async function editWorkbook(bytes: Buffer, edit: (sheet: ExcelJS.Worksheet) => void): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  edit(book.getWorksheet(REMARK_WORKBOOK_SHEET)!);
  const file = path.join(tmpdir(), `anmarkningar-${Date.now()}.xlsx`);
  await writeFile(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

/** The sheet row whose title cell reads `title`. */
function sheetRow(sheet: ExcelJS.Worksheet, title: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((candidate) => {
    if (candidate.getCell(2).text === title) found = candidate;
  });
  if (!found) throw new Error(`no row titled ${title}`);
  return found;
}

describe('an administrator keeps the saved remarks', () => {
  it(
    'searches, edits and deletes them, exports them to Excel and imports two edited rows after the preview',
    { timeout: 180_000 },
    async () => {
      const { page, errors, token } = await signedIn(DEMO.admin);
      const stamp = `E2E ${Date.now()}`;
      const titles = ['Fuktfläck', 'Sprucken takpanna', 'Saknad brandvarnare', 'Dubblett A', 'Dubblett B'];
      for (const title of titles) {
        await callApi(token, 'POST', endpointUrl(commonRemarkEndpoints.create, { params: { tenant } }), {
          title: `${title} ${stamp}`,
          text: 'Åtgärda.',
          category: 'Test',
        });
      }

      await page.goto(`${baseUrl()}/main/${tenant}/admin`);
      await page.getByTestId('admin-area-link-remarks').press('Enter');
      await page.getByRole('heading', { name: 'Sparade anmärkningar', level: 1 }).waitFor();
      await page.getByTestId('remark-library-search').fill(stamp);
      await expect.poll(() => rows(page).count()).toBe(5);

      // Edit one in its dialog.
      await page.getByRole('button', { name: `Ändra Fuktfläck ${stamp}` }).click();
      const dialog = page.getByTestId('saved-remark-dialog');
      await dialog.getByTestId('saved-remark-text').fill('Torka ut och mät fuktkvoten.');
      await dialog.getByTestId('saved-remark-save').click();
      await dialog.waitFor({ state: 'detached' });
      await row(page, `Fuktfläck ${stamp}`).getByText('Torka ut och mät fuktkvoten.').waitFor();

      // Delete one, after confirming.
      await page.getByRole('button', { name: `Ta bort Saknad brandvarnare ${stamp}` }).click();
      const confirm = page.getByTestId('remark-library-remove-dialog');
      await confirm.getByRole('button', { name: 'Ta bort', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => rows(page).count()).toBe(4);

      // Delete two chosen at once, after confirming.
      await page.getByRole('checkbox', { name: `Markera Dubblett A ${stamp}` }).check();
      await page.getByRole('checkbox', { name: `Markera Dubblett B ${stamp}` }).check();
      await page.getByTestId('remark-library-remove-selected').click();
      await confirm.getByRole('heading', { name: 'Ta bort 2 anmärkningar?' }).waitFor();
      await confirm.getByRole('button', { name: 'Ta bort', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => rows(page).count()).toBe(2);
      await page.getByTestId('remark-library-selection').waitFor({ state: 'detached' });

      // Export the library and edit two rows of the workbook.
      const downloading = page.waitForEvent('download');
      await page.getByTestId('remark-library-export').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('anmarkningsbibliotek.xlsx');
      const edited = await editWorkbook(await readFile((await download.path())!), (sheet) => {
        sheetRow(sheet, `Fuktfläck ${stamp}`).getCell(2).value = `Fuktfläck i vägg ${stamp}`;
        sheetRow(sheet, `Sprucken takpanna ${stamp}`).getCell(3).value = 'Byt takpannan.';
      });

      // Import it: the preview tells two changed rows, and the changes land in the list.
      await page.getByTestId('remark-library-import').click();
      const importing = page.getByTestId('remark-import-dialog');
      await importing.getByTestId('remark-import-file').setInputFiles(edited);
      const counts = importing.getByTestId('remark-import-counts');
      await counts.waitFor();
      expect(await counts.textContent()).toMatch(/^0 nya, 2 ändrade, \d+ oförändrade, 0 avvisade$/);
      expect(await importing.locator('[data-testid="remark-import-row"][data-state="changed"]').count()).toBe(
        2,
      );
      await importing.getByRole('button', { name: 'Importera 2 ändringar' }).click();
      await importing.waitFor({ state: 'detached' });
      await row(page, `Fuktfläck i vägg ${stamp}`).waitFor();
      await row(page, `Sprucken takpanna ${stamp}`).getByText('Byt takpannan.').waitFor();
      expect(errors).toEqual([]);
    },
  );
});
