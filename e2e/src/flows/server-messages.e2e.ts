import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, FIRMS, openSignedIn, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const tenant = FIRMS.north.id;

/** Adds an inspection type named `name` through the admin page's dialog, as an administrator would. */
async function addInspectionType(page: Page, name: string, newButton: RegExp): Promise<void> {
  await page.getByRole('button', { name: newButton }).click();
  const dialog = page.getByTestId('lookup-form-dialog');
  await dialog.getByLabel(/^(Namn|Name)/).fill(name);
  await dialog.getByLabel(/^(Namn|Name)/).press('Enter');
}

/**
 * Adds an inspection type, then tries a second one with the same name: the server refuses (409)
 * and the dialog shows the server's own words on the name field.
 */
async function refusedDuplicate(page: Page, newButton: RegExp): Promise<string> {
  const name = `Överlåtelsebesiktning ${Date.now()}`;
  await addInspectionType(page, name, newButton);
  await expect.poll(() => page.getByTestId('lookup-row').filter({ hasText: name }).count()).toBe(1);
  await addInspectionType(page, name, newButton);
  return name;
}

describe('the server speaks the language the user reads the app in', () => {
  it('shows an English user the server’s refusal in English', async () => {
    const { page, errors } = await openSignedIn(browser(), DEMO.admin, tenant, {
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    await page.goto(`${baseUrl()}/main/${tenant}/admin/inspection-type`);
    const name = await refusedDuplicate(page, /^New inspection type$/);

    const dialog = page.getByTestId('lookup-form-dialog');
    await dialog.getByText(`Another inspection type is already named ${name}`).waitFor({ timeout: 15_000 });
    expect(await dialog.innerText()).not.toMatch(/Det finns redan|besiktningstyp/);
    expect(errors).toEqual([]);
  });

  it('asks for the app’s language even when the browser asks for Swedish', async () => {
    // A Swedish browser (its own requests say `Accept-Language: sv-SE`) with the app switched to
    // English: only the app's own header can bring the server's message in English.
    const { page, errors } = await openSignedIn(browser(), DEMO.admin, tenant);
    await page.goto(`${baseUrl()}/main/${tenant}/admin/inspection-type?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Inspection types' }).waitFor();
    const name = await refusedDuplicate(page, /^New inspection type$/);

    await page
      .getByTestId('lookup-form-dialog')
      .getByText(`Another inspection type is already named ${name}`)
      .waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it('keeps the server’s Swedish for a Swedish user', async () => {
    const { page, errors } = await openSignedIn(browser(), DEMO.admin, tenant);
    await page.goto(`${baseUrl()}/main/${tenant}/admin/inspection-type`);
    const name = await refusedDuplicate(page, /^Ny uppdragstyp$/);

    await page
      .getByTestId('lookup-form-dialog')
      .getByText(`Det finns redan en besiktningstyp med namnet ${name}`)
      .waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
