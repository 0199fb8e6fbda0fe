import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

describe('administrators keep the lookups of the assignment form', () => {
  it('creates an inspection type and a status that the new-assignment form then offers', async () => {
    const { page, errors } = await signedIn(DEMO.admin);
    const typeName = `Överlåtelsebesiktning ${Date.now()}`;
    const statusName = `Bokad ${Date.now()}`;

    await page.goto(`${baseUrl()}/main/${tenant}/admin/inspection-type`);
    await page.getByRole('button', { name: 'Ny uppdragstyp' }).click();
    const typeDialog = page.getByTestId('lookup-form-dialog');
    await typeDialog.getByLabel(/^Namn/).fill(typeName);
    await typeDialog.getByLabel(/^Namn/).press('Enter');
    await expect.poll(() => page.getByTestId('lookup-row').filter({ hasText: typeName }).count()).toBe(1);

    await page.goto(`${baseUrl()}/main/${tenant}/admin/inspection-status`);
    await page.getByRole('button', { name: 'Ny status' }).click();
    const statusDialog = page.getByTestId('lookup-form-dialog');
    await statusDialog.getByLabel(/^Namn/).fill(statusName);
    await statusDialog.getByLabel(/^Namn/).press('Enter');
    await expect.poll(() => page.getByTestId('lookup-row').filter({ hasText: statusName }).count()).toBe(1);

    await page.goto(`${baseUrl()}/main/${tenant}/inspections/create`);
    const form = page.getByTestId('inspection-create-form');
    await form.getByLabel('Uppdragstyp').click();
    await expect(page.getByRole('option', { name: typeName }).isVisible()).resolves.toBe(true);
    await page.getByRole('option', { name: typeName }).click();
    await form.getByLabel('Status').click();
    await expect(page.getByRole('option', { name: statusName }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});
