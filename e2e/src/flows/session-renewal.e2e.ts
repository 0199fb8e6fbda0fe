import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBuiltServer, type RunningServer } from '@syna/server-process';
import { collectPageErrors, DEMO, FIRMS, signIn, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const tenant = FIRMS.north.id;
/**
 * The access tokens of this test's server last 40 s, so that they run out during the test. The app
 * renews a token before a call once under 30 s remain: 40 s leave each tab 10 s after its sign-in
 * in which it still uses the token it signed in with.
 */
const TOKEN_SECONDS = 40;

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({
    hostname: 'localhost',
    purpose: 'e2e-session',
    publicUrl: false,
    environment: {
      ...process.env,
      LOGIN_RATE_LIMIT: '1000',
      OIDC_ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS),
    },
  });
}, 120_000);
afterAll(() => server?.stop());

/** Full page loads of the staff app, refused calls (401) and console lines naming a 401. */
function watch(page: Page) {
  const seen = { loads: 0, refused: [] as string[], consoleErrors: [] as string[] };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname.startsWith('/main')) {
      seen.loads += 1;
    }
  });
  page.on('response', (response) => {
    if (response.status() === 401) seen.refused.push(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /401|Unauthorized/i.test(message.text())) {
      seen.consoleErrors.push(message.text());
    }
  });
  return seen;
}

/** The access token the app keeps in its `JWT` cookie. */
async function tokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies(server.baseUrl)).find((cookie) => cookie.name === 'JWT')?.value;
}

/** The sign-in the sign-in library keeps in the tab's session storage, under its `oidc.user:` key. */
const storedSignIn = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) throw new Error('The tab keeps no sign-in');
    const stored = JSON.parse(sessionStorage.getItem(key)!) as { refresh_token: string; expires_at: number };
    return { key, ...stored };
  });

/** A tab of its own (its own sign-in, tokens and issuer session) signed in as the user, on the dashboard. */
async function signedInTab(): Promise<{ page: Page; errors: Error[] }> {
  const context = await browser().newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signIn(page, DEMO.user, `/main/${tenant}`, server.baseUrl);
  await page.waitForURL((url) => url.pathname === `/main/${tenant}`, { timeout: 30_000 });
  await page.getByTestId('dashboard').waitFor();
  return { page, errors };
}

/** Revokes the tab's refresh token at the issuer, as an administrator ending the session would. */
async function revokeRefreshToken(page: Page): Promise<number> {
  const { key, refresh_token } = await storedSignIn(page);
  return page.evaluate(
    async ({ key, token }) => {
      const [, authority, clientId] = key.match(/^oidc\.user:(.+):([^:]+)$/)!;
      const discovery = (await (await fetch(`${authority}/.well-known/openid-configuration`)).json()) as {
        revocation_endpoint: string;
      };
      const response = await fetch(discovery.revocation_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, client_id: clientId! }),
      });
      return response.status;
    },
    { key, token: refresh_token },
  );
}

/**
 * Waits until the tokens of every tab have run out on the server too (it refuses a token from its
 * expiry second on; the tab counts from when it received it, a little later). One real wait serves
 * all the tabs, which were prepared one after the other before it.
 */
async function letTheTokensExpire(pages: Page[]): Promise<void> {
  const lastExpiry = Math.max(
    ...(await Promise.all(pages.map(async (page) => (await storedSignIn(page)).expires_at))),
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, (lastExpiry + 1) * 1000 - Date.now())));
}

describe('an expired sign-in', () => {
  it(
    'is renewed silently while the app is used, and when it cannot be says once that the user is not logged in and reloads to sign in again',
    { timeout: 180_000 },
    async () => {
      // Three tabs, each signed in on its own, whose tokens run out during the same wait: one is
      // used again, one is opened again, and one has had its session revoked on the issuer.
      const inUse = await signedInTab();
      const seenInUse = watch(inUse.page);

      const reopened = await signedInTab();
      const seenReopened = watch(reopened.page);
      await reopened.page.getByRole('link', { name: 'Uppdrag' }).first().click();
      await reopened.page.getByRole('heading', { level: 1, name: 'Uppdrag' }).waitFor();

      const revoked = await signedInTab();
      expect(await revokeRefreshToken(revoked.page)).toBe(200);

      const firstToken = await tokenCookie(inUse.page);
      await letTheTokensExpire([inUse.page, reopened.page, revoked.page]);

      // The token runs out while the page is open; the next page of the app is shown as usual.
      await inUse.page.getByRole('link', { name: 'Uppdrag' }).first().click();
      await inUse.page.waitForURL((url) => url.pathname === `/main/${tenant}/inspections`);
      await inUse.page.getByRole('heading', { level: 1, name: 'Uppdrag' }).waitFor();
      await expect.poll(() => tokenCookie(inUse.page)).not.toBe(firstToken);
      expect(seenInUse).toEqual({ loads: 0, refused: [], consoleErrors: [] });

      // Opened again with the stored token run out: it loads once, renewed, on the same page.
      await reopened.page.reload();
      await reopened.page.getByRole('heading', { level: 1, name: 'Uppdrag' }).waitFor();
      expect(new URL(reopened.page.url()).pathname).toBe(`/main/${tenant}/inspections`);
      expect(seenReopened).toEqual({ loads: 1, refused: [], consoleErrors: [] });

      // The session was revoked on the issuer: once the token has run out, the call it refuses says
      // once that the user is not logged in, and the page reloads to sign in again.
      const page = revoked.page;
      const reloaded = page.waitForRequest(
        (request) => request.resourceType() === 'document' && request.frame() === page.mainFrame(),
      );
      const signedInAgain = page.waitForRequest(
        (request) =>
          request.resourceType() === 'document' && new URL(request.url()).pathname === '/main/callback',
        { timeout: 60_000 },
      );
      await page.getByRole('link', { name: 'Uppdrag' }).first().click();
      const message = page.getByTestId('snackbar').getByText('Du är inte inloggad');
      await message.waitFor();
      expect(await message.count()).toBe(1);
      await reloaded;
      // The issuer asks for the password unless its own session is still open (only the refresh
      // token was revoked); either way the user lands where they were.
      const passwordForm = page.getByLabel('E-postadress');
      const next = await Promise.race([
        signedInAgain.then(() => 'back' as const),
        passwordForm
          .waitFor({ timeout: 60_000 })
          .then(() => 'password' as const)
          .catch(() => 'back' as const),
      ]);
      if (next === 'password') {
        await passwordForm.fill(DEMO.user.email);
        await page.getByLabel('Lösenord').fill(DEMO.user.password);
        await page.getByRole('button', { name: 'Logga in' }).click();
      }
      await signedInAgain;
      await page.waitForURL((url) => url.pathname === `/main/${tenant}/inspections`, { timeout: 30_000 });
      await page
        .getByTestId('dashboard')
        .or(page.getByRole('heading', { level: 1 }))
        .first()
        .waitFor();
      expect([...inUse.errors, ...reopened.errors, ...revoked.errors]).toEqual([]);
    },
  );
});
