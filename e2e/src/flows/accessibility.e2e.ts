import { describe, expect, it } from 'vitest';
import type { InitialData } from '@syna/contracts/initial-data';
import { baseUrl, callApi, DEMO, seriousAxeViolations, signIn, waitForPath } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, signedIn } = useSignedIn();

// Each check reports the rules broken (with the elements) when it fails, not just a count.
describe('accessibility (axe-core: no serious or critical violations)', () => {
  it('the login page, also with its error message', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/main/`);
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('E-postadress').fill(DEMO.user.email);
    await page.getByLabel('Lösenord').fill('fel-lösenord');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByText('Fel e-postadress eller lösenord').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the sign-up and forgotten-password pages, also with field errors', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/main/`);
    await page.getByRole('link', { name: 'Skapa konto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Skapa konto' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByText('Fyll i fältet.').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Logga in$/ }).click();
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Glömt lösenordet' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the shell with the dashboard, the open notification dialog and the history drawer', async () => {
    const { context, page, token } = await signedIn(DEMO.admin);
    await page.locator('[data-testid="live-dot"][data-connected="true"]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A notification in the list, so that its items are checked too.
    const { user } = await callApi<InitialData>(token, 'GET', `/${tenant}/v1/vb`);
    const subject = `Tillgänglighetskontroll ${Date.now()}`;
    await callApi(token, 'POST', `/${tenant}/v1/vb/admin/notifications`, {
      userId: user.id,
      subject,
      body: 'Protokollet är klart för granskning.',
      category: 'ERROR',
    });
    await page.getByTestId('snackbar').getByText(subject).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId('notification-bell').click();
    const dialog = page.getByTestId('notification-dialog');
    await dialog.getByText(subject).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Rensa alla' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Senast besökta sidor' }).click();
    const drawer = page.getByTestId('history-drawer');
    await drawer.waitFor();
    await drawer
      .getByRole('link', { name: /Översikt/ })
      .first()
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the settings page', async () => {
    const { context, page } = await signedIn(DEMO.user, '/settings');
    await page.getByTestId('settings-form').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the organisation pick page and the admin overview', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, DEMO.owner);
    await waitForPath(page, '/main/welcome');
    await page.getByTestId('tenant-picker').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The admin overview while its feature list is still loading (the call held back), then loaded.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    const featuresPath = `/${tenant}/v1/vb/admin/features`;
    await page.route(
      (url) => url.pathname === featuresPath,
      async (route) => {
        arrived();
        await held;
        await route.fallback();
      },
    );
    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await requested;
    await page.getByTestId('admin-overview').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    release();
    await page.getByTestId('admin-features').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
