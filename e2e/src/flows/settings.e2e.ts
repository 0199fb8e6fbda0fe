import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  DEMO,
  FIRMS,
  openSignedIn,
  seriousAxeViolations,
  waitForPath,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

/** Relative luminance (0 black – 1 white) of the page's background and of the settings' text. */
async function luminances(page: Page): Promise<{ body: number; text: number }> {
  return page.evaluate(() => {
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const label = [...document.querySelectorAll('[data-testid="settings-form"] label')].find(
      (element) => element.textContent === 'Mörkt tema',
    );
    return {
      body: luminance(getComputedStyle(document.body).backgroundColor),
      text: label ? luminance(getComputedStyle(label).color) : Number.NaN,
    };
  });
}

describe('user settings', () => {
  it('keeps the dark theme after a reload once saved', async () => {
    const { context, page, errors } = await openSignedIn(browser(), DEMO.admin);
    const tenantSettings = `/main/${FIRMS.north.id}/settings`;

    await page.getByRole('button', { name: /^AL – Användarmeny för Adam Lind/ }).click();
    await page.getByRole('menuitem', { name: 'Inställningar' }).click();
    await waitForPath(page, tenantSettings);
    const form = page.getByTestId('settings-form');
    await form.waitFor();
    const dark = form.getByRole('switch', { name: 'Mörkt tema' });
    // Only settings that do something are offered: the position starts the map's directions.
    expect(
      await form
        .getByRole('switch')
        .evaluateAll((switches) => switches.map((element) => element.closest('label')?.textContent)),
    ).toEqual(['Mörkt tema', 'Använd min position för vägbeskrivningar']);
    expect(await dark.isChecked()).toBe(false);
    const light = await luminances(page);
    expect(light.body).toBeGreaterThan(0.8);
    expect(light.text).toBeLessThan(0.1);

    await dark.click();
    expect(await dark.isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Spara' }).click();
    await page.getByTestId('snackbar').getByText('Inställningar uppdaterade').waitFor();
    // The theme follows at once …
    await expect.poll(async () => (await luminances(page)).body).toBeLessThan(0.05);

    // … and after a reload, from the saved setting.
    await page.reload();
    await form.waitFor();
    expect(await dark.isChecked()).toBe(true);
    const reloaded = await luminances(page);
    expect(reloaded.body).toBeLessThan(0.05);
    expect(reloaded.text).toBeGreaterThan(0.8);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    // Readable in the dark too (contrast is one of axe's serious rules).
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Back to light, so that the demo user is as other tests expect it.
    await dark.click();
    await form.getByRole('button', { name: 'Spara' }).click();
    await page.getByTestId('snackbar').getByText('Inställningar uppdaterade').waitFor();
    await page.reload();
    await form.waitFor();
    expect(await dark.isChecked()).toBe(false);
    expect((await luminances(page)).body).toBeGreaterThan(0.8);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('states the certification the report signs with, and adds and removes a property of its own after asking', async () => {
    const { context, page, errors } = await openSignedIn(browser(), DEMO.user);
    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}/settings`);
    const properties = page.getByTestId('profile-properties');
    await properties.getByRole('heading', { name: 'Egenskaper i profilen' }).waitFor();

    const certification = properties.getByLabel('Certifiering');
    await certification.fill('SBR-certifierad överlåtelsebesiktningsman, nr 1234');
    await properties.getByTestId('certification-save').click();
    await page.getByTestId('snackbar').getByText('Egenskap tillagd i användarprofilen').waitFor();
    await page.reload();
    await expect
      .poll(() => properties.getByLabel('Certifiering').inputValue())
      .toBe('SBR-certifierad överlåtelsebesiktningsman, nr 1234');

    // A name with a space is refused at its field; a good one is listed.
    await properties.getByLabel('Namn på egenskap').fill('mobil nummer');
    await properties.getByTestId('property-add').click();
    await properties.getByText('Namnet får bara innehålla', { exact: false }).waitFor();
    await properties.getByLabel('Namn på egenskap').fill('tjanstebil');
    await properties.getByLabel('Värde').fill('ABC 123');
    await properties.getByTestId('property-add').click();
    await properties.getByTestId('property-tjanstebil').getByText('ABC 123').waitFor();

    await properties.getByRole('button', { name: 'Ta bort tjanstebil' }).click();
    const confirm = page.getByTestId('property-remove-dialog');
    await confirm.getByText('Ta bort egenskapen tjanstebil?').waitFor();
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByTestId('snackbar').getByText('Egenskap borttagen från användarprofilen').waitFor();
    await expect.poll(() => properties.getByTestId('property-tjanstebil').count()).toBe(0);

    // Emptied, the certification goes, as other tests expect the demo user without one.
    await properties.getByLabel('Certifiering').fill('');
    await properties.getByTestId('certification-save').click();
    await page.getByTestId('snackbar').getByText('Egenskap borttagen från användarprofilen').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches the app to the language chosen at once, keeps it after a reload, and returns to the browser’s', async () => {
    const { context, page, errors } = await openSignedIn(browser(), DEMO.user);
    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}/settings`);
    const form = page.getByTestId('settings-form');
    await form.waitFor();
    const chooseLanguage = async (label: string, option: string) => {
      await form.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    expect(await form.getByRole('combobox', { name: 'Språk' }).textContent()).toBe('Webbläsarens språk');

    // Seen by a person, at the widths of a laptop and of a phone.
    const shots = process.env.SCREENSHOT_DIR;
    if (shots) {
      await mkdir(shots, { recursive: true });
      for (const width of [1366, 360]) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
        await form.getByRole('combobox', { name: 'Språk' }).scrollIntoViewIfNeeded();
        await new Promise((resolve) => setTimeout(resolve, 400));
        await page.screenshot({ path: `${shots}/settings-language-${width}.png` });
      }
      await page.setViewportSize({ width: 1366, height: 800 });
    }

    await chooseLanguage('Språk', 'English');
    await form.getByRole('button', { name: 'Spara' }).click();
    // The shell is in English at once, its menu and the page alike.
    await page.getByRole('button', { name: /User menu for/ }).waitFor();
    await form.getByRole('combobox', { name: 'Language' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // A reload starts in English, in a browser that asks for Swedish.
    await page.reload();
    await page.getByRole('button', { name: /User menu for/ }).waitFor();
    expect(await form.getByRole('combobox', { name: 'Language' }).textContent()).toBe('English');
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/settings-language-english-1366.png` });

    // The browser's language again: Swedish here, as other tests expect the demo user.
    await chooseLanguage('Language', 'The browser’s language');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: /Användarmeny för/ }).waitFor();
    await page.reload();
    await form.getByRole('combobox', { name: 'Språk' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    expect(errors).toEqual([]);
    await context.close();
  });
});
