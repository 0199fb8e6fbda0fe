import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  accessToken,
  baseUrl,
  callApi,
  collectPageErrors,
  DEMO,
  seriousAxeViolations,
} from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, signedIn } = useSignedIn();

/** A locator's text with Swedish number spacing (non-breaking spaces) read as plain spaces. */
const textOf = async (locator: Locator) => (await locator.textContent())?.replace(/\s/g, ' ').trim();

describe('prices', () => {
  it('an administrator prices a type on Prislista; its new assignment costs that, and an extra adds to the sum', async () => {
    const { page, context, errors } = await signedIn(DEMO.admin);
    const token = await accessToken(context);
    const typeName = `Pristyp ${Date.now()}`;
    const type = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/inspections/types`, {
      name: typeName,
    });

    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await page.getByTestId('admin-area-link-prices').press('Enter');
    await page.getByRole('heading', { name: 'Prislista', level: 1 }).waitFor();
    const row = page.getByTestId(`type-price-${typeName}`);
    await row.getByLabel('Pris exkl. moms').fill('10 000');
    await row.getByText('12 500,00 kr inkl. moms', { exact: false }).waitFor();
    await row.getByTestId('type-price-save').click();
    await page.getByText(`Priset för ${typeName} sparades`).waitFor();
    await page.getByTestId('article-Radonmätning').waitFor();

    const assignment = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
      typeId: type.id,
    });
    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
    const total = page.getByTestId('assignment-price-total');
    await total.waitFor();
    expect(await textOf(total)).toBe('Att betala 12 500,00 kr');

    await page.getByTestId('inspection-tab-price').click();
    const price = page.getByTestId('assignment-price');
    await expect.poll(() => textOf(price.getByTestId('price-net'))).toBe('10 000,00 kr');
    expect(await textOf(price.getByTestId('price-vat'))).toBe('2 500,00 kr');
    expect(await textOf(price.getByTestId('price-gross'))).toBe('12 500,00 kr');
    expect(await price.getByTestId('price-row-description').inputValue()).toBe(typeName);

    await price.getByTestId('price-add-extra').click();
    await page.getByTestId('price-extra-Radonmätning').click();
    await page.getByText('Radonmätning lades till').waitFor();
    await expect.poll(() => price.getByTestId('price-row').count()).toBe(2);
    // 10 000 + 2 200 kr, 25 % VAT on each.
    await expect.poll(() => textOf(price.getByTestId('price-gross'))).toBe('15 250,00 kr');
    await expect.poll(() => textOf(total)).toBe('Att betala 15 250,00 kr');

    // A typed change waits for the button; a quantity takes decimals the Swedish way.
    await price.getByTestId('price-row-quantity').nth(1).fill('1,5');
    await expect.poll(() => textOf(price.getByTestId('price-net'))).toBe('13 300,00 kr');
    await price.getByTestId('price-save').click();
    await page.getByText('Priset sparades').waitFor();
    await expect.poll(() => textOf(total)).toBe('Att betala 16 625,00 kr');
    expect(await seriousAxeViolations(page, { selector: '[data-testid="assignment-price"]' })).toEqual([]);
    expect(errors).toEqual([]);

    // An inspector reads the price but has no controls to change it.
    const inspector = await signedIn(DEMO.user);
    await inspector.page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}?tab=price`);
    const readOnly = inspector.page.getByTestId('assignment-price');
    await readOnly.getByText('Du kan se priset men inte ändra det.').waitFor();
    await expect.poll(() => readOnly.getByTestId('price-row').count()).toBe(2);
    expect(await textOf(readOnly.getByTestId('price-gross'))).toBe('16 625,00 kr');
    expect(await readOnly.getByRole('textbox').count()).toBe(0);
    expect(await readOnly.getByRole('button').count()).toBe(0);
    expect(inspector.errors).toEqual([]);
  });

  it('the order page shows the prices incl. VAT and the sum of what is picked once the firm turns it on', async () => {
    const { page, context, errors } = await signedIn(DEMO.admin);
    const token = await accessToken(context);
    await page.goto(`${baseUrl()}/main/${tenant}/admin/order`);
    const showPrices = page.getByLabel('Visa priser på beställningssidan');
    await showPrices.check();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(
        async () =>
          (await callApi<Record<string, unknown>>(token, 'GET', `/${tenant}/v1/vb/admin/settings`))[
            'order.showPrices'
          ],
      )
      .toBe(true);
    try {
      const customer = await (await browser().newContext()).newPage();
      const customerErrors = collectPageErrors(customer);
      await customer.goto(`${baseUrl()}/web/${tenant}`);
      // The demo's "Besiktning vid köp eller försäljning": överlåtelsebesiktning 10 000 kr, fuktmätning 3 500 kr.
      const purchase = customer.getByTestId('order-type-option').first();
      await expect
        .poll(() => textOf(purchase.getByTestId('order-type-price')))
        .toBe('från 4 375,00 kr inkl. moms');
      await purchase.click();
      await customer.getByTestId('inspection-type-option').first().check();
      await expect
        .poll(() => textOf(customer.getByTestId('order-price-sum')))
        .toBe('Summa: 12 500,00 kr inkl. moms');
      await customer.getByTestId('inspection-type-option').nth(1).check();
      await expect
        .poll(() => textOf(customer.getByTestId('order-price-sum')))
        .toBe('Summa: 16 875,00 kr inkl. moms');
      expect(customerErrors).toEqual([]);
    } finally {
      await callApi(token, 'PUT', `/${tenant}/v1/vb/admin/settings`, { 'order.showPrices': false });
    }
    expect(errors).toEqual([]);
  });
});
