import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

interface Named {
  id: string;
  name: string;
}

/** What the page shows once the server has answered: a loaded machine may take a few seconds. */
const eventually = <Value>(read: () => Promise<Value>) => expect.poll(read, { timeout: 15_000 });

/** Gives the lookup of the admin page `kind` its English name through its edit dialog. */
async function nameInEnglish(page: Page, kind: string, name: string, english: string): Promise<void> {
  await page.goto(`${baseUrl()}/main/${tenant}/admin/${kind}`);
  await page.getByTestId('lookup-row').first().waitFor();
  // Other flows add lookups of their own: the new one may lie past the first page, so all are shown.
  const pageSize = page.getByRole('combobox', { name: /Rader per sida/ });
  if ((await pageSize.count()) > 0) {
    await pageSize.click();
    await page.getByRole('option', { name: 'Alla' }).click();
  }
  const row = page.getByTestId('lookup-row').filter({ hasText: name });
  await row.getByRole('button', { name: `Ändra ${name}` }).click();
  const dialog = page.getByTestId('lookup-form-dialog');
  await dialog.getByLabel('Engelskt namn (valfritt)').fill(english);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The assignment's row in the list, found by its number, and its page: what they show of type and status. */
async function typeAndStatusShown(page: Page, number: string, id: string): Promise<void> {
  await page.goto(`${baseUrl()}/main/${tenant}/inspections`);
  await page
    .locator('[data-testid="inspection-search"] input, input[data-testid="inspection-search"]')
    .first()
    .fill(number);
  await eventually(() => page.getByTestId('inspection-row').filter({ hasText: number }).count()).toBe(1);
  await page.goto(`${baseUrl()}/main/${tenant}/inspections/${id}`);
  await page.getByTestId('inspection-header').waitFor();
}

describe('the firm’s lookups in English', () => {
  it('shows a status and a type by their English names to a user who reads the app in English, by the Swedish ones to others', async () => {
    const stamp = Date.now();
    const typeName = `Radonmätning ${stamp}`;
    const statusName = `Granskas ${stamp}`;
    const admin = await signedIn(DEMO.admin);
    const type = await callApi<Named>(admin.token, 'POST', `/${tenant}/v1/inspections/types`, {
      name: typeName,
    });
    const status = await callApi<Named>(admin.token, 'POST', `/${tenant}/v1/inspections/statuses`, {
      name: statusName,
    });
    const assignment = await callApi<Named & { number: string }>(
      admin.token,
      'POST',
      `/${tenant}/v1/vb/admin/inspections`,
      { typeId: type.id, statusId: status.id },
    );

    // The administrator names them in English in the lookup editors.
    await nameInEnglish(admin.page, 'inspection-type', typeName, `Radon measurement ${stamp}`);
    await nameInEnglish(admin.page, 'inspection-status', statusName, `Under review ${stamp}`);

    // A Swedish reader (the administrator) sees the Swedish names in the list and on the page.
    const row = (page: Page) => page.getByTestId('inspection-row').filter({ hasText: assignment.number });
    await typeAndStatusShown(admin.page, assignment.number, assignment.id);
    await eventually(() => admin.page.getByTestId('inspection-status').textContent()).toBe(statusName);
    expect(await admin.page.getByTestId('inspection-header').textContent()).toContain(typeName);
    await admin.page.goBack();
    await eventually(() => row(admin.page).textContent()).toContain(statusName);
    expect(await row(admin.page).textContent()).toContain(typeName);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // A user who chose English sees the English names.
    const user = await signedIn(DEMO.user);
    await callApi(user.token, 'POST', `/${tenant}/v1/vb/admin/profile`, { language: 'en' });
    try {
      await user.page.reload();
      await user.page.getByRole('button', { name: /User menu for/ }).waitFor();
      await typeAndStatusShown(user.page, assignment.number, assignment.id);
      await eventually(() => user.page.getByTestId('inspection-status').textContent()).toBe(
        `Under review ${stamp}`,
      );
      expect(await user.page.getByTestId('inspection-header').textContent()).toContain(
        `Radon measurement ${stamp}`,
      );
      await user.page.goBack();
      await eventually(() => row(user.page).textContent()).toContain(`Under review ${stamp}`);
      expect(await row(user.page).textContent()).toContain(`Radon measurement ${stamp}`);
      expect(await row(user.page).textContent()).not.toContain(statusName);
      expect(user.errors).toEqual([]);
    } finally {
      // Back to the browser's language, as other tests expect the demo user.
      await callApi(user.token, 'POST', `/${tenant}/v1/vb/admin/profile`, { language: null });
      await user.context.close();
    }
  }, 120_000);
});
