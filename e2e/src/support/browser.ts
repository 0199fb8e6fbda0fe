import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags these machines need: no sandbox as root, and no calls to the outside world. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO = {
  owner: { email: 'agare@example.se', password: 'demo-agare-2026', name: 'Olivia Ek' },
  admin: { email: 'admin@example.se', password: 'demo-admin-2026', name: 'Adam Lind' },
  user: { email: 'anvandare@example.se', password: 'demo-anvandare-2026', name: 'Ulla Ström' },
} as const;

export const FIRMS = {
  north: { id: 'norrbesikt', name: 'Norrlands Besiktning AB' },
  south: { id: 'sydkontroll', name: 'Sydsvensk Byggkontroll AB' },
} as const;

export const baseUrl = (): string => inject('baseUrl');

export interface BrowserSession {
  browser: Browser;
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Launches Debian's Chromium headless; Playwright gives each launch a fresh, temporary profile. */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    browser,
    newContext: (options) => browser.newContext({ locale: 'sv-SE', ...options }),
    close: () => browser.close(),
  };
}

/** Opens the staff app and signs in through the login page, as a person would. */
export async function signIn(
  page: Page,
  person: { email: string; password: string },
  path = '/main/',
): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByLabel(/E-postadress|E-mail address/).fill(person.email);
  await page.getByLabel(/Lösenord|Password/).fill(person.password);
  await page.getByRole('button', { name: /Logga in|Sign in/ }).click();
}
