import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessToken, baseUrl, callApi, DEMO, signIn, waitForPath } from '../support/browser.ts';
import { newAssignment, PHONE } from '../support/offline-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, signedIn } = useSignedIn();

interface ServerObject {
  id: string;
  name: string;
  remarks: { title: string }[];
}

/** The sign-in oidc-client-ts keeps (`oidc.user:…`) in the page's `storage`, with its token's expiry. */
function keptSignIn(page: Page, storage: 'localStorage' | 'sessionStorage') {
  return page.evaluate((kind) => {
    const store = window[kind];
    const key = Object.keys(store).find((name) => name.startsWith('oidc.user:'));
    if (!key) return null;
    const user = JSON.parse(store.getItem(key)!) as { expires_at: number; refresh_token?: string };
    return { key, expiresAt: user.expires_at, refreshToken: user.refresh_token ?? null };
  }, storage);
}

/**
 * A phone on which the staff app runs installed, opened from the home screen: the browser reports
 * the manifest's `standalone` display mode (emulated for that query only), and runs the service
 * worker that opens the app without a network. Signed in as `person` on the firm's dashboard.
 */
async function installedApp(person: { email: string; password: string }) {
  const context = await browser().newContext({ ...PHONE, serviceWorkers: 'allow' });
  await context.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('(display-mode: standalone)') ? matchMedia('all') : matchMedia(query);
  });
  const page = await context.newPage();
  await signIn(page, person, `/main/${tenant}`);
  await waitForPath(page, `/main/${tenant}`);
  await page.getByTestId('dashboard').waitFor();
  return { context, page, token: await accessToken(context) };
}

/** The app closed by the phone and opened again: a new page, with a fresh sessionStorage. */
async function reopened(context: BrowserContext, page: Page, path: string): Promise<Page> {
  await page.close();
  const again = await context.newPage();
  await again.goto(`${baseUrl()}/main/${tenant}${path}`);
  return again;
}

describe('the sign-in of the installed app', () => {
  it(
    'opens the app signed in after the phone closed it, offline with an expired token, and sends what is done there once',
    { timeout: 240_000 },
    async () => {
      const { context, page, token } = await installedApp(DEMO.admin);
      // Kept across restarts, not for the tab alone.
      expect(await keptSignIn(page, 'localStorage')).not.toBeNull();
      expect(await keptSignIn(page, 'sessionStorage')).toBeNull();

      const { inspection, objectsPath } = await newAssignment(token, tenant, `Installerad ${Date.now()}`);
      const attic = await callApi<{ id: string }>(token, 'POST', objectsPath, { name: 'Vind' });
      await callApi(token, 'POST', `${objectsPath}/${attic.id}/remarks`, { title: 'Blottad isolering' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
      await page.getByLabel('Tillgänglig offline').check();
      await page.getByTestId('remove-offline-copy').waitFor();

      // In the cellar the access token runs out while the phone has closed the app.
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))!;
        const user = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
        localStorage.setItem(
          key,
          JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }),
        );
      });
      await context.setOffline(true);
      const offline = await reopened(context, page, `/inspections/${inspection.id}`);
      await offline.getByTestId('offline-indicator').waitFor();
      expect(new URL(offline.url()).pathname).toBe(`/main/${tenant}/inspections/${inspection.id}`);
      await offline.getByTestId('inspection-open-objects').tap();
      const card = offline.getByTestId('object-card').filter({ hasText: 'Vind' });
      await card.getByTestId('remark-card').filter({ hasText: 'Blottad isolering' }).waitFor();

      // A remark made there waits on the phone.
      await card.getByTestId('add-remark').tap();
      await offline
        .getByTestId('remark-form-dialog')
        .locator('input[data-testid="remark-title"], [data-testid="remark-title"] input')
        .first()
        .fill('Otät takfot');
      await offline.getByTestId('save-remark').dispatchEvent('click');
      await card.getByTestId('remark-card').filter({ hasText: 'Otät takfot' }).waitFor();
      await expect.poll(() => offline.getByTestId('sync-status').textContent()).toBe('1 ändring väntar');

      // Back in signal: the sign-in is renewed and the remark reaches the server once.
      await context.setOffline(false);
      await expect
        .poll(() => offline.getByTestId('sync-status').textContent(), { timeout: 60_000 })
        .toBe('Allt är sparat');
      const { items } = await callApi<{ items: ServerObject[] }>(token, 'GET', objectsPath);
      expect(items.map((object) => [object.name, object.remarks.map((remark) => remark.title)])).toEqual([
        ['Vind', ['Blottad isolering', 'Otät takfot']],
      ]);
      const renewed = await keptSignIn(offline, 'localStorage');
      expect(renewed?.expiresAt).toBeGreaterThan(Date.now() / 1000);
      await context.close();
    },
  );

  it('leaves nothing of the sign-in on the phone after signing out, and the next person signs in as themselves', async () => {
    const { context, page } = await installedApp(DEMO.admin);
    const kept = await keptSignIn(page, 'localStorage');
    expect(kept?.refreshToken).toBeTruthy();

    await page.getByRole('button', { name: /Användarmeny/ }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    const stored = await page.evaluate(() => [
      ...Object.entries(localStorage),
      ...Object.entries(sessionStorage),
    ]);
    expect(stored.filter(([key]) => key.startsWith('oidc.user:'))).toEqual([]);
    expect(stored.filter(([, value]) => value.includes(kept!.refreshToken!))).toEqual([]);

    // Opened again, the app asks for a sign-in; a colleague signs in on the same phone.
    const again = await reopened(context, page, '');
    await again.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    await signIn(again, DEMO.user, `/main/${tenant}`);
    await waitForPath(again, `/main/${tenant}`);
    await again.getByTestId('dashboard').waitFor();
    await again.getByRole('button', { name: `Användarmeny för ${DEMO.user.name}` }).waitFor();
    expect((await keptSignIn(again, 'localStorage'))?.refreshToken).not.toBe(kept!.refreshToken);
    await context.close();
  });

  it('keeps a browser tab’s sign-in to that tab: a new page goes to the issuer to sign in', async () => {
    const { context, page } = await signedIn(DEMO.admin, undefined, PHONE);
    expect(await keptSignIn(page, 'sessionStorage')).not.toBeNull();
    expect(await keptSignIn(page, 'localStorage')).toBeNull();
    const toIssuer: string[] = [];
    context.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname.startsWith('/oidc/auth')) {
        toIssuer.push(request.url());
      }
    });
    // The issuer's own session still lasts, so it sends the new page back signed in, without a form.
    const again = await reopened(context, page, '');
    await again.getByTestId('dashboard').waitFor();
    expect(toIssuer).toHaveLength(1);
    expect(await keptSignIn(again, 'localStorage')).toBeNull();
    await context.close();
  });
});
