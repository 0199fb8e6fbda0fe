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

describe('signing in through an issuer with a path (a Keycloak realm) on another origin', () => {
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

    await page.goto(`${pair.appUrl}/main/`);
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(page.url().startsWith(`${pair.issuer}/interaction/`)).toBe(true);
    await page.getByLabel('E-postadress').fill(PERSON.email);
    await page.getByLabel('Lösenord').fill(PERSON.password);
    const profileRefresh = page.waitForResponse((response) =>
      response.url().endsWith('/v1/account/user/sign-in'),
    );
    await page.getByRole('button', { name: 'Logga in' }).click();
    expect((await profileRefresh).status()).toBe(200);

    // A new user belongs to no organisation yet: the app offers to create one.
    await waitForPath(page, '/main/welcome');
    expect(new URL(page.url()).origin).toBe(pair.appUrl);
    await page.getByText('Du är inte medlem i någon organisation ännu.', { exact: false }).waitFor();

    // The realm's sign-out page submits itself: the browser posts its form with no click.
    const confirmed = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url() === `${pair.issuer}/session/end/confirm`,
    );
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await confirmed;
    // Back in the app without a session: it sends the browser to sign in again.
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(page.url().startsWith(`${pair.issuer}/interaction/`)).toBe(true);

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
