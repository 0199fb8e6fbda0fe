import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import type { ListResponse } from '@syna/contracts/list';
import type { Account } from '@syna/contracts/tenant';
import { startBuiltServer, type RunningServer } from '@syna/server-process';
import {
  collectCspViolations,
  collectPageErrors,
  DEMO,
  FIRMS,
  useBrowser,
  waitForPath,
} from '../support/browser.ts';
import { startGlewlwyd, type Glewlwyd } from '../support/glewlwyd.ts';

const browser = useBrowser();

/** A person new to Syna, with an account at Glewlwyd only. */
const NEWCOMER = {
  username: 'nora',
  password: 'noras-glewlwyd-lösen',
  name: 'Nora Ny',
  email: 'nora.ny@example.se',
  emailVerified: true,
};
/** The demo's user of Norrlands Besiktning AB, with the same verified address at Glewlwyd. */
const MEMBER = {
  username: 'ulla',
  password: 'ullas-glewlwyd-lösen',
  name: DEMO.user.name,
  email: DEMO.user.email,
  emailVerified: true,
};
/** The audience of Syna's access tokens: the resource (RFC 8707) the staff app asks Glewlwyd for. */
const API_RESOURCE = 'https://syna.example.se';
/** Access tokens last 40 s: the app renews one before a call once under 30 s remain. */
const ACCESS_TOKEN_SECONDS = 40;

let glewlwyd: Glewlwyd;
let app: RunningServer;
let dataDir: string;

/**
 * An install on the embedded issuer with the demo seeded, stopped before its move: its people have
 * never signed in, and the addresses the seed gave them count as verified (docs/IDENTITY-PROVIDER.md).
 */
async function runOnEmbeddedIssuer(): Promise<void> {
  const embedded = await startBuiltServer({
    hostname: 'localhost',
    purpose: 'e2e-glewlwyd',
    environment: { ...process.env },
    dataDir,
  });
  await embedded.stop();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'syna-e2e-glewlwyd-app-'));
  [glewlwyd] = await Promise.all([
    startGlewlwyd({ users: [NEWCOMER, MEMBER], accessTokenSeconds: ACCESS_TOKEN_SECONDS }),
    runOnEmbeddedIssuer(),
  ]);
  // The same install moved to Glewlwyd, configured as docs/CONFIGURATION.md's recipe says.
  app = await startBuiltServer({
    hostname: 'localhost',
    purpose: 'e2e-glewlwyd',
    environment: {
      ...process.env,
      OIDC_ISSUER: glewlwyd.issuer,
      OIDC_CLIENT_ID: 'syna-web',
      OIDC_AUDIENCE: API_RESOURCE,
      OIDC_SCOPES: 'openid profile email',
      OIDC_EXTRA_AUTH_PARAMS: `resource=${encodeURIComponent(API_RESOURCE)}`,
    },
    dataDir,
  });
  await glewlwyd.addPublicClient({
    clientId: 'syna-web',
    name: 'Syna',
    redirectUri: `${app.baseUrl}/main/callback`,
    postLogoutRedirectUri: `${app.baseUrl}/`,
    resource: API_RESOURCE,
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await glewlwyd?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signs in on Glewlwyd's own login page and grants Syna the scopes it asks for on its consent page. */
async function signInAtGlewlwyd(page: Page, person: { username: string; password: string }) {
  await page.getByRole('heading', { name: 'Please enter your login and password' }).waitFor();
  expect(new URL(page.url()).origin).toBe(glewlwyd.origin);
  await page.getByPlaceholder('Your username').fill(person.username);
  await page.getByPlaceholder('Your password').fill(person.password);
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('heading', { name: 'Client access grant' }).waitFor();
  await page.getByLabel('Profile').check();
  await page.getByLabel('E-mail').check();
  // Continue before Glewlwyd has stored the grant sends the browser back to the consent page.
  const granted = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/auth/grant/'),
  );
  await page.getByRole('button', { name: 'Grant access' }).click();
  expect((await granted).ok()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The sign-in the sign-in library keeps in the tab's session storage. */
const storedSignIn = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) throw new Error('The tab keeps no sign-in');
    return JSON.parse(sessionStorage.getItem(key)!) as { access_token: string; expires_at: number };
  });

/** The caller's firms and roles there, as the API answers them to Glewlwyd's access token. */
async function firmsOf(accessToken: string): Promise<{ firm: string; roles: string[] }[]> {
  const response = await fetch(`${app.baseUrl}${accountEndpoints.accounts.path}`, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as ListResponse<Account>;
  return items.map((account) => ({ firm: account.tenant.id, roles: account.roles }));
}

describe('signing in with Glewlwyd, a real third-party OpenID Connect provider', () => {
  it('a newcomer signs in on its pages, creates the first organisation, works on after a token renewal and signs out back to the app', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const blocked = collectCspViolations(page);

    await page.goto(`${app.baseUrl}/main/`);
    const profileRefresh = page.waitForResponse((response) =>
      response.url().endsWith('/v1/account/user/sign-in'),
    );
    await signInAtGlewlwyd(page, NEWCOMER);
    expect((await profileRefresh).status()).toBe(200);

    // Nobody's member yet: the newcomer creates a firm and becomes its owner.
    await waitForPath(page, '/main/welcome');
    const firm = `Glewlwyd Besiktning ${Date.now()}`;
    await page.getByLabel('Organisationens namn').fill(firm);
    await page.getByRole('button', { name: 'Skapa organisation' }).click();
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByRole('banner').getByText(firm).isVisible()).toBe(true);

    // Glewlwyd's access token (at+jwt, audience the resource asked for) is what the API accepts.
    const signedIn = await storedSignIn(page);
    const firms = await firmsOf(signedIn.access_token);
    expect(firms).toEqual([{ firm: expect.any(String), roles: ['owner'] }]);
    const tenantId = firms[0]!.firm;

    // Once under 30 s remain, the next page renews the token at Glewlwyd before calling the API.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, (signedIn.expires_at - 29) * 1000 - Date.now())),
    );
    const renewal = page.waitForResponse(
      (response) =>
        response.url() === `${glewlwyd.issuer}/token` &&
        response.request().postData()?.includes('grant_type=refresh_token') === true,
    );
    await page.getByRole('link', { name: 'Uppdrag' }).first().click();
    expect((await renewal).status()).toBe(200);
    await waitForPath(page, `/main/${tenantId}/inspections`);
    await page.getByRole('heading', { level: 1, name: 'Uppdrag' }).waitFor();
    const renewed = await storedSignIn(page);
    expect(renewed.access_token).not.toBe(signedIn.access_token);
    expect(await firmsOf(renewed.access_token)).toEqual(firms);

    // Glewlwyd asks before it ends its session; then the browser is back in the app, which sends
    // it to sign in again, not left on Glewlwyd's "Session closed".
    await page.getByRole('button', { name: /Användarmeny/ }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await page.getByRole('heading', { name: 'End session' }).waitFor();
    const backInApp = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).origin === app.baseUrl,
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await backInApp;
    await page.getByRole('heading', { name: 'Please enter your login and password' }).waitFor();
    expect(await page.getByText('Session closed').count()).toBe(0);

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('a member of a firm from the embedded issuer, with the same verified e-mail at Glewlwyd, lands in the firm', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${app.baseUrl}/main/`);
    await signInAtGlewlwyd(page, MEMBER);

    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByRole('banner').getByText(FIRMS.north.name).isVisible()).toBe(true);
    const { access_token } = await storedSignIn(page);
    expect(await firmsOf(access_token)).toEqual([{ firm: FIRMS.north.id, roles: ['user'] }]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
