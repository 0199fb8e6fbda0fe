import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

describe('an administrator keeps the number sequences', () => {
  it('creates a sequence, sees its next number, lowers it after the warning, and deletes it after asking', async () => {
    const { page, errors } = await signedIn(DEMO.admin);
    const name = `Fakturanummer ${Date.now()}`;

    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await page.getByTestId('admin-area-link-sequences').press('Enter');
    await page.getByRole('heading', { name: 'Nummerserier', level: 1 }).waitFor();
    // Every firm numbers its reports from the start.
    await page.getByTestId('sequence-Protokollnummer').getByText('Numrerar: Rapporter').waitFor();

    await page.getByTestId('sequence-create').click();
    const dialog = page.getByTestId('sequence-dialog');
    await dialog.getByLabel('Namn').fill(name);
    await dialog.getByLabel('Numrerar').click();
    await page.getByRole('option', { name: 'Fakturor' }).click();
    await dialog.getByLabel('Prefix').fill('F-');
    await dialog.getByLabel('Antal siffror').fill('4');
    await dialog.getByLabel('Nästa värde').fill('41');
    await dialog.getByText('Nästa nummer blir F-0041').waitFor();
    await dialog.getByTestId('sequence-save').click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId(`sequence-${name}`);
    await row.getByText('Numrerar: Fakturor').waitFor();
    await expect.poll(() => row.getByTestId('sequence-next-number').textContent()).toBe('F-0041');

    await row.getByRole('button', { name: `Ändra ${name}` }).click();
    await dialog.getByLabel('Prefix').fill('FAK-');
    await dialog.getByLabel('Nästa värde').fill('7');
    await dialog.getByTestId('sequence-lowered').getByText('lägre än nu (41)', { exact: false }).waitFor();
    await dialog.getByText('Nästa nummer blir FAK-0007').waitFor();
    await dialog.getByTestId('sequence-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByTestId('sequence-next-number').textContent()).toBe('FAK-0007');

    await row.getByRole('button', { name: `Ta bort ${name}` }).click();
    const confirm = page.getByTestId('sequence-remove-dialog');
    await confirm.getByText(`Ta bort nummerserien ${name}?`).waitFor();
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => row.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
