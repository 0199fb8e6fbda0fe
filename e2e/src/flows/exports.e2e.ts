import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

/**
 * Chooses a format of the list's export, follows its progress while the server's job writes the
 * file, and answers the saved file's name and bytes.
 */
async function exportAs(page: Page, testId: string, format: 'csv' | 'xlsx') {
  await page.getByTestId(testId).click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`${testId}-${format}`).click();
  const progress = page.getByTestId(`${testId}-progress`);
  const bar = progress.getByRole('progressbar', { name: 'Exportens förlopp' });
  await bar.waitFor();
  expect(await progress.textContent()).toMatch(
    /^(Exporten väntar på sin tur|Räknar raderna|Exporterar [\d\s]+ av [\d\s]+ rader|Sparar filen)…/,
  );
  const download = await downloading;
  await progress.waitFor({ state: 'detached' });
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), bytes };
}

describe('exporting a search to a spreadsheet', () => {
  it('saves the orders as an Excel workbook and the assignments as a CSV file, as the format chosen', async () => {
    const { page, errors } = await signedIn(DEMO.admin);

    await page.goto(`${baseUrl()}/main/${tenant}/order`);
    await page.getByTestId('order-list').waitFor();
    const orders = await exportAs(page, 'order-export', 'xlsx');
    expect(orders.name).toMatch(/^bestallningar-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // A workbook is a zip archive.
    expect(orders.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    await page.goto(`${baseUrl()}/main/${tenant}/inspections`);
    await page.getByTestId('inspection-list').waitFor();
    const assignments = await exportAs(page, 'inspection-export', 'csv');
    expect(assignments.name).toMatch(/^uppdrag-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(assignments.bytes.toString('utf8')).toMatch(/^\uFEFFNummer;Littera;Kund;Adress;Uppdragstyp;/);
    expect(errors).toEqual([]);
  });
});
