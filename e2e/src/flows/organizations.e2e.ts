import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  collectPageErrors,
  DEMO,
  FIRMS,
  openSignedIn,
  signIn,
  waitForPath,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

describe('organisations and the route guard', () => {
  it('lets the owner of two firms pick one, then switch to the other', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, DEMO.owner);

    await waitForPath(page, '/main/welcome');
    const picker = page.getByTestId('tenant-picker');
    await picker.waitFor();
    expect(await picker.getByRole('link').allTextContents()).toEqual([
      expect.stringContaining(FIRMS.north.name),
      expect.stringContaining(FIRMS.south.name),
    ]);

    await picker.getByRole('link', { name: new RegExp(FIRMS.north.name) }).click();
    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    const switcher = page.getByTestId('org-switcher');
    expect(await switcher.textContent()).toBe(FIRMS.north.name);
    expect(await page.getByRole('banner').getByText(FIRMS.north.name).isVisible()).toBe(true);

    await switcher.click();
    // The menu's code loads the first time it opens.
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([FIRMS.north.name, FIRMS.south.name]);
    await menu.getByRole('menuitem', { name: FIRMS.south.name }).click();
    await waitForPath(page, `/main/${FIRMS.south.id}`);
    await expect.poll(() => switcher.textContent()).toBe(FIRMS.south.name);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByRole('banner').getByText(FIRMS.north.name).count()).toBe(0);

    // The choice is remembered: the app's home now opens the firm switched to.
    await page.goto(`${baseUrl()}/main/`);
    await waitForPath(page, `/main/${FIRMS.south.id}`);
    await expect.poll(() => switcher.textContent()).toBe(FIRMS.south.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a member of one firm straight to its dashboard, without the admin cog', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, DEMO.user);

    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    const banner = page.getByRole('banner');
    expect(await banner.getByText(FIRMS.north.name).isVisible()).toBe(true);
    expect(await page.getByTestId('org-switcher').count()).toBe(0);
    expect(await page.getByTestId('notification-bell').isVisible()).toBe(true);
    expect(await page.getByTestId('admin-cog').count()).toBe(0);
    await context.close();
  });

  it('shows the admin cog to an administrator, and it opens the admin overview', async () => {
    const { context, page } = await openSignedIn(browser(), DEMO.admin);
    const cog = page.getByTestId('admin-cog');
    expect(await cog.isVisible()).toBe(true);
    await cog.click();
    await waitForPath(page, `/main/${FIRMS.north.id}/admin`);
    await page.getByTestId('admin-overview').waitFor();
    // The firm's features by their Swedish names, not their ids.
    const features = page.getByTestId('admin-features').getByRole('listitem');
    await features.first().waitFor();
    const names = await features.evaluateAll((items) =>
      items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent),
    );
    expect([...names].sort()).toEqual([
      'Adressbok',
      'Beställningar',
      'E-post',
      'Fortnox',
      'Kalender',
      'Projekt',
      'Uppdrag',
      'Visma eEkonomi',
    ]);
    await context.close();
  });

  it('opens the pick page with an empty list and a message when the organisations cannot be fetched', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const failing = '**/v1/account/user/accounts';
    await context.route(failing, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 503, title: 'Service Unavailable' }),
      }),
    );
    await signIn(page, DEMO.owner);

    await waitForPath(page, '/main/welcome');
    const message = page.getByTestId('accounts-unavailable');
    await message.waitFor();
    expect(await message.textContent()).toContain('Dina organisationer kunde inte hämtas');
    expect(await page.getByTestId('tenant-picker').getByRole('link').count()).toBe(0);
    expect(await page.getByText('Ett problem uppstod när programvaran skulle laddas').count()).toBe(0);

    // Once the server answers again, trying again lists the firms.
    await context.unroute(failing);
    await message.getByRole('button', { name: 'Försök igen' }).click();
    await expect
      .poll(() => page.getByTestId('tenant-picker').getByRole('link').count(), { timeout: 10_000 })
      .toBe(2);
    expect(await message.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an address with an organisation the user is not a member of to the pick page', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, DEMO.user, `/main/${FIRMS.south.id}`);

    await waitForPath(page, '/main/welcome');
    const picker = page.getByTestId('tenant-picker');
    await picker.waitFor();
    expect(await picker.getByRole('link').allTextContents()).toEqual([
      expect.stringContaining(FIRMS.north.name),
    ]);
    expect(await page.getByText(FIRMS.south.name).count()).toBe(0);
    await context.close();
  });

  it('sends a plain user who opens the admin page home instead', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, DEMO.user, `/main/${FIRMS.north.id}/admin`);

    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('admin-overview').count()).toBe(0);

    // Again once the app is running: a full load of the address, then a navigation inside the app.
    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}/admin`);
    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('admin-overview').count()).toBe(0);

    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/main/${FIRMS.north.id}/admin`);
    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('admin-overview').count()).toBe(0);
    await context.close();
  });
});
