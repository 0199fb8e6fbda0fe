import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { baseUrl, DEMO, FIRMS, openSignedIn, waitForPath, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/**
 * The initial data (tenant, user, roles) fails with a problem+json 500; everything else goes
 * through. (A failed list of organisations is not this screen: the pick page says so instead.)
 */
const USER_INFO_PATHS = new Set([`/${FIRMS.north.id}/v1/vb`]);

async function failUserInfo(route: Route): Promise<void> {
  const request = route.request();
  if (request.method() !== 'GET') return route.fallback();
  await route.fulfill({
    status: 500,
    contentType: 'application/problem+json',
    body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
  });
}

describe('the error screen', () => {
  it('shows when the user information cannot be loaded, with links home, to support and the details', async () => {
    const { context, page } = await openSignedIn(browser(), DEMO.user);
    const matcher = (url: URL) => USER_INFO_PATHS.has(url.pathname);
    await page.route(matcher, failUserInfo);
    await page.reload();

    const screen = page.getByTestId('error-screen');
    await screen.waitFor();
    expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Ett problem uppstod när programvaran skulle laddas',
    );
    expect(await screen.innerText()).toContain(
      'Försök igen senare. Kontakta supporten om problemet kvarstår.',
    );
    expect(await page.getByTestId('dashboard').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);

    const home = screen.getByRole('link', { name: 'Till startsidan' });
    const support = screen.getByRole('link', { name: 'Kontakta support' });
    expect(await home.getAttribute('href')).toBe('/main/');
    expect(await support.getAttribute('href')).toBe('mailto:support@syna.se');

    await screen.getByRole('button', { name: 'Visa felinformation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Felinformation' });
    await drawer.waitFor();
    const details = await drawer.innerText();
    expect(details).toContain('Problem att hämta användarinformation');
    expect(details).toMatch(/Status\s+500/);
    expect(details).toContain(`/main/${FIRMS.north.id}`);
    await drawer.getByRole('button', { name: 'Stäng' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Once the server answers again, the link home brings the app back.
    await page.unroute(matcher);
    await home.click();
    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/main/${FIRMS.north.id}`);
    await context.close();
  });

  it('is not shown for a failed login check, which clears the token and reloads into the sign-in', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    // No page opened before: its own way to the sign-in could land after the callback's.
    await context.addCookies([{ name: 'JWT', value: 'stale', url: baseUrl() }]);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    // A sign-in coming back that this tab never began: the check cannot finish it.
    // The app reloads away from the callback at once, which may come before its own load event.
    await page.goto(`${baseUrl()}/main/callback?code=stale&state=unknown`, { waitUntil: 'commit' });
    await page.getByLabel('E-postadress').waitFor({ timeout: 30_000 });
    // The sign-in form can be up a moment before the reload's request is seen on a busy machine,
    // and a busy machine's slow start may ask for the app's page once more on its way.
    await expect
      .poll(() => documents.filter((path) => path === '/main/').length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('error-screen').count()).toBe(0);
    expect((await context.cookies(baseUrl())).find((cookie) => cookie.name === 'JWT')).toBeUndefined();
    await context.close();
  });
});
