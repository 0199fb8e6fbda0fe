import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  collectCspViolations,
  collectPageErrors,
  DEMO,
  FIRMS,
  signIn,
  waitForPath,
  useBrowser,
} from '../support/browser.ts';
import { linkMailedTo } from '../support/mailbox.ts';

const browser = useBrowser();

describe('signing in', () => {
  it('refuses a wrong password on the login page and lets the right one into the app', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await signIn(page, { email: DEMO.user.email, password: 'fel-lösenord' });
    await page.getByText('Fel e-postadress eller lösenord').waitFor();
    expect(new URL(page.url()).pathname.startsWith('/main')).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Logga in');
    expect(await page.getByRole('button', { name: 'Logga in' }).isVisible()).toBe(true);
    // The address typed stays; the password does not.
    expect(await page.getByLabel('E-postadress').inputValue()).toBe(DEMO.user.email);
    expect(await page.getByLabel('Lösenord').inputValue()).toBe('');

    await page.getByLabel('Lösenord').fill(DEMO.user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Översikt' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the login page and the app in English to an English browser', async () => {
    const context = await browser().newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/main/`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByLabel('E-mail address').fill(DEMO.user.email);
    await page.getByLabel('Password').fill(DEMO.user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await waitForPath(page, `/main/${FIRMS.north.id}`);
    const dashboard = page.getByTestId('dashboard');
    await dashboard.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await dashboard.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    // The start view loads the user's assignments (the demo week's) after the shell is up.
    await dashboard.getByText('Show all assignments').waitFor();
    // The bell tells its count once the notifications have loaded.
    const bell = page.locator('[data-testid="notification-bell"][aria-label^="Notifications, "]');
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toMatch(/^Notifications, \d+ unread$/);
    // No Swedish text of the shell's own is left on the page.
    const text = await page.locator('body').innerText();
    expect(text).toContain('Terms of use');
    expect(text).not.toMatch(/Översikt|Aktiva uppdrag|Inställningar|Användarvillkor|Hoppa till/);

    // A page group loaded later brings its features' English with it.
    await page.getByRole('link', { name: 'Address book' }).click();
    await waitForPath(page, `/main/${FIRMS.north.id}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Address book' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Adressbok|Sök i adressboken|Favoriter/);
    await context.close();
  });

  it('signs in at 127.0.0.1 as well as at localhost, each address with its own issuer', async () => {
    const loopback = baseUrl().replace('//localhost:', '//127.0.0.1:');
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const blocked = collectCspViolations(page);

    // A completed sign-in hands its ID token to the server, which refreshes the profile from it.
    const profileRefresh = page.waitForResponse((response) =>
      response.url().endsWith('/v1/account/user/sign-in'),
    );
    await signIn(page, DEMO.user, '/main/', loopback);
    expect((await profileRefresh).status()).toBe(200);
    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    expect(new URL(page.url()).origin).toBe(loopback);
    expect(await page.getByRole('heading', { level: 1, name: 'Översikt' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('signs out in one step: no question, the live socket closes, and reopening asks for the password', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const blocked = collectCspViolations(page);
    const socketClosed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) => socket.on('close', () => resolve())),
    );
    // The issuer's sign-out page submits itself: the browser posts its form with no click.
    const confirmed = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/oidc/session/end/confirm'),
    );

    await signIn(page, DEMO.user);
    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.locator('[data-testid="live-dot"][data-connected="true"]').waitFor();

    const revocation = page.waitForResponse((response) => response.url().endsWith('/oidc/token/revocation'));
    await page.getByRole('button', { name: /Användarmeny/ }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    expect((await revocation).status()).toBe(200);
    await socketClosed;
    await confirmed;
    // Straight back to the sign-in form, with nothing clicked but "Logga ut".
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(new URL(page.url()).pathname.startsWith('/oidc/interaction/')).toBe(true);

    // The issuer's session is gone: the app opened again in a new tab needs the password.
    const reopened = await context.newPage();
    await reopened.goto(`${baseUrl()}/main/`);
    await reopened.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(new URL(reopened.url()).pathname.startsWith('/oidc/interaction/')).toBe(true);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('signs up on the sign-in page, confirms the e-mailed link and lands on the pick page with no organisations', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = `ny.${Date.now()}@example.se`;
    const password = 'mitt-eget-lösenord';

    await page.goto(`${baseUrl()}/main/`);
    await page.getByRole('link', { name: 'Skapa konto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Skapa konto' }).waitFor();
    await page.getByLabel('Förnamn').fill('Nora');
    await page.getByLabel('Efternamn').fill('Nykomling');
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill('kort');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    // The rule is told at the field, which has the focus again.
    await page.getByText('Lösenordet måste ha minst 10 tecken.').waitFor();
    expect(await page.getByLabel('Lösenord').evaluate((input) => input === document.activeElement)).toBe(
      true,
    );
    await page.getByLabel('Lösenord').fill(password);
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kolla din e-post' }).waitFor();

    await page.goto(await linkMailedTo(email, '/oidc/account/verify'));
    await page.getByRole('button', { name: 'Bekräfta' }).click();
    await page.getByRole('heading', { level: 1, name: 'E-postadressen är bekräftad' }).waitFor();
    await page.getByRole('link', { name: 'Logga in i Syna' }).click();

    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill(password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await waitForPath(page, '/main/welcome');
    await page.getByText('Du är inte medlem i någon organisation', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets a new password through the e-mailed link of "Glömt lösenordet?" and signs in with it', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = `glomsk.${Date.now()}@example.se`;
    const newPassword = 'ett-helt-nytt-lösenord';

    await page.goto(`${baseUrl()}/main/`);
    await page.getByRole('link', { name: 'Skapa konto' }).click();
    await page.getByLabel('Förnamn').fill('Glenn');
    await page.getByLabel('Efternamn').fill('Glömsk');
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill('det-första-lösenordet');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();

    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kolla din e-post' }).waitFor();

    await page.goto(await linkMailedTo(email, '/oidc/account/reset'));
    await page.getByRole('heading', { level: 1, name: 'Välj nytt lösenord' }).waitFor();
    await page.getByLabel('Lösenord').fill(newPassword);
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lösenordet är bytt' }).waitFor();
    await page.getByRole('link', { name: 'Logga in i Syna' }).click();

    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill(newPassword);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await waitForPath(page, '/main/welcome');
    expect(errors).toEqual([]);
    await context.close();
  });
});
