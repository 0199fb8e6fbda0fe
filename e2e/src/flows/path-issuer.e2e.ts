import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCspViolations, collectPageErrors, useBrowser, waitForPath } from '../support/browser.ts';
import { startPathIssuerPair, type PathIssuerPair } from '../support/path-issuer.ts';

const browser = useBrowser();
const PERSON = {
  email: 'rut.realm@example.se',
  password: 'realm-lösenord-2026',
  givenName: 'Rut',
  familyName: 'Realm',
};

describe('signing in through an issuer with a path (a Keycloak realm) on another origin, which requires a nonce', () => {
  let pair: PathIssuerPair;

  beforeAll(async () => {
    pair = await startPathIssuerPair(PERSON);
  });
  afterAll(async () => pair?.stop());

  it('signs in, shows the app, and signs out at the issuer without a question', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const blocked = collectCspViolations(page);

    // The issuer requires a nonce, as Glewlwyd does: the app's request carries one of its own.
    const authorization = page.waitForRequest((request) => request.url().startsWith(`${pair.issuer}/auth?`));
    await page.goto(`${pair.appUrl}/main/`);
    const nonce = new URL((await authorization).url()).searchParams.get('nonce');
    expect(nonce).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(page.url().startsWith(`${pair.issuer}/interaction/`)).toBe(true);
    await page.getByLabel('E-postadress').fill(PERSON.email);
    await page.getByLabel('Lösenord').fill(PERSON.password);
    const tokens = page.waitForResponse((response) => response.url() === `${pair.issuer}/token`);
    const profileRefresh = page.waitForResponse((response) =>
      response.url().endsWith('/v1/account/user/sign-in'),
    );
    await page.getByRole('button', { name: 'Logga in' }).click();
    // The ID token carries the request's nonce back (the app refuses one that does not).
    const { id_token: idToken } = (await (await tokens).json()) as { id_token: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
      nonce?: string;
    };
    expect(claims.nonce).toBe(nonce);
    expect((await profileRefresh).status()).toBe(200);

    // A new user belongs to no organisation yet: the app offers to create one.
    await waitForPath(page, '/main/welcome');
    expect(new URL(page.url()).origin).toBe(pair.appUrl);
    await page.getByText('Du är inte medlem i någon organisation ännu.', { exact: false }).waitFor();

    // An issuer that refuses revocation by public clients (401) does not hold the sign-out up.
    await page.route(`${pair.issuer}/token/revocation`, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"invalid_client"}' }),
    );
    // The end-session request names the sign-in and a state, and returns to the app.
    const endSession = page.waitForRequest((request) =>
      request.url().startsWith(`${pair.issuer}/session/end?`),
    );
    // The realm's sign-out page submits itself: the browser posts its form with no click.
    const confirmed = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url() === `${pair.issuer}/session/end/confirm`,
    );
    await page.getByRole('button', { name: 'Logga ut' }).click();
    const endSessionParams = new URL((await endSession).url()).searchParams;
    expect(endSessionParams.get('id_token_hint')).toBe(idToken);
    expect(endSessionParams.get('state')).toMatch(/\S/);
    expect(endSessionParams.get('post_logout_redirect_uri')).toBe(`${pair.appUrl}/`);
    await confirmed;
    // Back in the app without a session: it sends the browser to sign in again.
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(page.url().startsWith(`${pair.issuer}/interaction/`)).toBe(true);

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('shows the issuer’s refusal in plain words with its error code, reports it, and tries again', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // An app that sent no nonce: the issuer answers error=invalid_request, as Glewlwyd did.
    let stripped = false;
    await page.route(`${pair.issuer}/auth?*`, async (route) => {
      const url = new URL(route.request().url());
      if (stripped) return route.continue();
      stripped = true;
      url.searchParams.delete('nonce');
      await route.continue({ url: url.href });
    });
    const reported = page.waitForResponse((response) =>
      response.url().endsWith('/v1/account/sign-in-refusal'),
    );

    await page.goto(`${pair.appUrl}/main/`);
    const screen = page.getByTestId('sign-in-refused');
    await screen.getByRole('heading', { level: 1, name: 'Inloggningen nekades' }).waitFor();
    await screen
      .getByText('Inloggningstjänsten nekade: nonce required – kontakta er administratör.', { exact: true })
      .waitFor();
    await screen.getByText('Felkod från inloggningstjänsten: invalid_request').waitFor();
    expect(await page.getByTestId('error-screen').count()).toBe(0);
    expect((await reported).status()).toBe(204);

    // Readable on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Trying again is a new sign-in, with a nonce this time.
    await screen.getByRole('link', { name: 'Försök igen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(page.url().startsWith(`${pair.issuer}/interaction/`)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
