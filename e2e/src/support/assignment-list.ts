import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** The text field a test id names, whether the id sits on the input or on its wrapper. */
export const fieldOf = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/**
 * Finds `count` assignments in the firm's list by `text`, chooses them all with the page's
 * checkbox and picks `status` in the bulk status dialog, ready to be saved; the rows and the dialog.
 */
export async function chooseStatusForAll(
  page: Page,
  tenant: string,
  { text, count, status }: { text: string; count: number; status: string },
): Promise<{ rows: Locator; bar: Locator; dialog: Locator }> {
  await page.goto(`${baseUrl()}/main/${tenant}/inspections`);
  await fieldOf(page, 'inspection-search').fill(text);
  const rows = page.getByTestId('inspection-row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(count);
  await page.getByRole('checkbox', { name: 'Välj alla uppdrag på sidan' }).check();
  const bar = page.getByTestId('bulk-actions');
  await bar.getByRole('button', { name: 'Ändra status' }).click();
  const dialog = page.getByTestId('bulk-change-dialog');
  await dialog.getByTestId('bulk-change-value').getByRole('combobox').click();
  await page.getByRole('option', { name: status, exact: true }).click();
  return { rows, bar, dialog };
}
