import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, FIRMS } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';
import { TEST_PHOTO_JPEG } from '../support/test-photo.ts';

const { browser, tenant, signedIn } = useSignedIn();

describe('the organisation page', () => {
  it('sets the address and a logo that customers see on the order page, and removes the logo again', async () => {
    const { context, page, errors } = await signedIn(DEMO.admin);
    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await page.getByTestId('admin-area-link-org').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Organisation' }).waitFor();
    const form = page.getByTestId('organization-form');
    expect(await form.getByLabel('Namn').inputValue()).toBe(FIRMS.north.name);
    await form.getByText('Logotyp saknas för kontot').waitFor();

    await form.getByTestId('organization-logo-input').setInputFiles({
      name: 'logga.jpg',
      mimeType: 'image/jpeg',
      buffer: TEST_PHOTO_JPEG,
    });
    const logo = form.getByRole('img', { name: 'Organisationens logotyp' });
    await logo.waitFor();
    const address = `Storgatan ${Date.now() % 100}, Umeå`;
    await form.getByLabel('Adress').fill(address);
    // The liability insurance the inspection report's signature states.
    await form.getByLabel('Ansvarsförsäkring').fill('If Skadeförsäkring AB, försäkringsnummer SP 123456');
    await form.getByRole('button', { name: 'Spara' }).click();
    await page.getByTestId('snackbar').getByText('Organisationen sparad').waitFor();
    const logoUrl = await logo.getAttribute('src');
    expect(logoUrl).toMatch(new RegExp(`^/${tenant}/v1/content/public/`));

    // A customer, signed in nowhere, sees the logo on the firm's order page.
    const customer = await browser().newContext();
    const orderPage = await customer.newPage();
    await orderPage.goto(`${baseUrl()}/web/${tenant}`);
    const firmLogo = orderPage.locator('img.firm-logo');
    await firmLogo.waitFor();
    expect(await firmLogo.getAttribute('src')).toBe(logoUrl);
    expect(await firmLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(267);
    // The logo stands for the firm's name (its text), which is not written a second time beside it.
    expect(await firmLogo.getAttribute('alt')).toBe(FIRMS.north.name);
    expect(await orderPage.getByTestId('public-firm-name').count()).toBe(0);
    await customer.close();

    await page.reload();
    expect(await form.getByLabel('Adress').inputValue()).toBe(address);
    expect(await form.getByLabel('Ansvarsförsäkring').inputValue()).toBe(
      'If Skadeförsäkring AB, försäkringsnummer SP 123456',
    );
    await form.getByRole('button', { name: 'Ta bort logotyp' }).click();
    await form.getByText('Logotyp saknas för kontot').waitFor();
    await form.getByRole('button', { name: 'Spara' }).click();
    await page.getByTestId('snackbar').getByText('Organisationen sparad').waitFor();
    await page.reload();
    await form.getByText('Logotyp saknas för kontot').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
