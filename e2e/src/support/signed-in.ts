import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessToken, baseUrl, FIRMS, openSignedIn, useBrowser } from './browser.ts';

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  /** The page's uncaught errors, for a test to assert there were none. */
  errors: Error[];
  /** The signed-in person's access token, for calls from the test itself. */
  token: string;
}

/**
 * The start the flows share: one Chromium for the file, the north firm (`tenant`, and `params` for
 * its endpoints) and `signedIn(person, path)`, which signs `person` in through the login page (a
 * fresh context, on the dashboard once the shell is up), then opens `path` below the firm's staff
 * app when one is given, and hands back the page with an API token. `chromiumArgs` gives the file's
 * Chromium further flags (a fake microphone).
 */
export function useSignedIn(chromiumArgs?: () => readonly string[]) {
  const browser = useBrowser(chromiumArgs);
  const tenant = FIRMS.north.id;

  async function signedIn(
    person: { email: string; password: string },
    path?: string,
    /** The device to sign in on (a phone's viewport and touch), a desktop browser by default. */
    device?: Parameters<Browser['newContext']>[0],
  ): Promise<SignedIn> {
    const { context, page, errors } = await openSignedIn(browser(), person, tenant, device);
    const token = await accessToken(context);
    if (path !== undefined) await page.goto(`${baseUrl()}/main/${tenant}${path}`);
    return { context, page, errors, token };
  }

  return { browser, tenant, params: { tenant }, signedIn };
}
