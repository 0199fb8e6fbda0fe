import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBuiltServer, type RunningServer } from '@syna/server-process';
import { collectPageErrors, DEMO, FIRMS, signIn, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const tenant = FIRMS.north.id;
/** The access tokens of this test's server last 40 s, so that they run out during the test. */
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

/** Waits (really: the server must see the token expire) until the token signed in with has run out. */
const letTheTokenExpire = () => new Promise((resolve) => setTimeout(resolve, (TOKEN_SECONDS + 3) * 1000));

describe('an expired sign-in', () => {
  it(
    'is renewed silently while the app is used, and asks once to sign in again when it cannot be',
    { timeout: 300_000 },
    async () => {
      const context = await browser().newContext();
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signIn(page, DEMO.user, `/main/${tenant}`, server.baseUrl);
      await page.waitForURL((url) => url.pathname === `/main/${tenant}`, { timeout: 30_000 });
      await page.getByTestId('dashboard').waitFor();
      const seen = watch(page);
      const firstToken = await tokenCookie(page);

      // The token runs out while the page is open; the next page of the app is shown as usual.
      await letTheTokenExpire();
      await page.getByRole('link', { name: 'Uppdrag' }).first().click();
      await page.waitForURL((url) => url.pathname === `/main/${tenant}/inspections`);
      await page.getByRole('heading', { level: 1, name: 'Uppdrag' }).waitFor();
      await expect.poll(() => tokenCookie(page)).not.toBe(firstToken);
      expect(seen).toEqual({ loads: 0, refused: [], consoleErrors: [] });

      // Opened again with the stored token run out: it loads once, renewed, on the same page.
      await letTheTokenExpire();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Uppdrag' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/main/${tenant}/inspections`);
      expect(seen).toEqual({ loads: 1, refused: [], consoleErrors: [] });

      // The session is revoked on the issuer: once the token runs out, the one message shows.
      const revoked = await page.evaluate(async () => {
        const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
        const stored = JSON.parse(sessionStorage.getItem(key)!) as { refresh_token: string };
        const [, authority, clientId] = key.match(/^oidc\.user:(.+):([^:]+)$/)!;
        const discovery = (await (await fetch(`${authority}/.well-known/openid-configuration`)).json()) as {
          revocation_endpoint: string;
        };
        const response = await fetch(discovery.revocation_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: stored.refresh_token, client_id: clientId! }),
        });
        return response.status;
      });
      expect(revoked).toBe(200);
      await letTheTokenExpire();
      await page.getByRole('link', { name: 'Översikt' }).first().click();
      const message = page.getByTestId('session-expired');
      await message.waitFor();
      expect(await message.getByRole('heading').textContent()).toBe('Inloggningen har gått ut');
      expect(await page.getByTestId('session-expired').count()).toBe(1);
      // One message: no snackbar per refused call beside it (the list says why it is empty).
      expect(await page.getByTestId('snackbar').getByText('Du är inte inloggad').count()).toBe(0);

      // Signing in again comes back to the page the user was on.
      const pathBefore = new URL(page.url()).pathname;
      const leaving = page.waitForURL((url) => url.pathname !== pathBefore);
      await message.getByRole('button', { name: 'Logga in igen' }).click();
      await leaving;
      // The issuer asks for the password unless its own session is still open (only the refresh
      // token was revoked); either way the user lands where they were.
      const passwordForm = page.getByLabel('E-postadress');
      await passwordForm
        .or(page.getByRole('heading', { level: 1 }))
        .first()
        .waitFor({ timeout: 30_000 });
      if (await passwordForm.isVisible()) {
        await passwordForm.fill(DEMO.user.email);
        await page.getByLabel('Lösenord').fill(DEMO.user.password);
        await page.getByRole('button', { name: 'Logga in' }).click();
      }
      await page.waitForURL((url) => url.pathname === pathBefore, { timeout: 30_000 });
      await page
        .getByTestId('dashboard')
        .or(page.getByRole('heading', { level: 1 }))
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    },
  );
});
