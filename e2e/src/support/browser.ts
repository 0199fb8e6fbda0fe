import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import axe, { type AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

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

/** Screenshots of failed tests land here (ignored by git). */
const ARTIFACTS_DIR = fileURLToPath(new URL('../../artifacts/', import.meta.url));

export interface BrowserSession {
  browser: Browser;
  /**
   * A fresh context (own cookies and storage), Swedish unless told otherwise. The staff app's
   * service worker is blocked unless a flow allows it (`serviceWorkers: 'allow'`): a worker answers
   * requests before `page.route` sees them, which flows that shape the network rely on.
   */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  /** Saves a screenshot of every open page, named after the test, into e2e/artifacts. */
  screenshotOpenPages(name: string): Promise<string[]>;
  /** Closes the contexts a test left open (a failing test never reaches its own close). */
  closeContexts(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Launches Debian's Chromium headless; Playwright gives each launch a fresh, temporary profile.
 * `extraArgs` add flags a flow needs (a fake microphone).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  return {
    browser,
    newContext: (options) => browser.newContext({ locale: 'sv-SE', serviceWorkers: 'block', ...options }),
    async screenshotOpenPages(name) {
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      const slug = name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      const pages = browser.contexts().flatMap((context) => context.pages());
      const paths = pages.map((_page, index) => `${ARTIFACTS_DIR}${slug}-${index + 1}.png`);
      await Promise.all(pages.map((page, index) => page.screenshot({ path: paths[index], fullPage: true })));
      return paths;
    },
    async closeContexts() {
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    close: () => browser.close(),
  };
}

/**
 * One Chromium for the test file: launched before its tests (with the flags `extraArgs` gives
 * then), the contexts a test leaves open are closed after it (with screenshots first when it
 * failed), closed after the file.
 */
export function useBrowser(extraArgs: () => readonly string[] = () => []): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await launchBrowser(extraArgs());
  });
  afterEach(async ({ task }) => {
    if (!session) return;
    if (task.result?.state === 'fail') {
      const saved = await session.screenshotOpenPages(task.name).catch(() => []);
      if (saved.length > 0) console.error(`Screenshots of "${task.name}":\n  ${saved.join('\n  ')}`);
    }
    await session.closeContexts();
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('The browser is not launched yet');
    return session;
  };
}

/**
 * Chromium's fake microphone: the permission prompt answered yes, and the device speaks the WAV
 * file `wav` (in a loop) instead of a real microphone.
 */
export function fakeMicrophoneArgs(wav: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
    // The start and stop cues play without a user gesture's autoplay allowance.
    '--autoplay-policy=no-user-gesture-required',
  ];
}

/** Opens the staff app (at `origin`, the test server's unless told) and signs in through the login page. */
export async function signIn(
  page: Page,
  person: { email: string; password: string },
  path = '/main/',
  origin = baseUrl(),
): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByLabel(/E-postadress|E-mail address/).fill(person.email);
  await page.getByLabel(/Lösenord|Password/).fill(person.password);
  await page.getByRole('button', { name: /Logga in|Sign in/ }).click();
}

/** Waits until the page shows `pathname` (e.g. `/main/norrbesikt`), wherever the sign-in went through. */
export async function waitForPath(page: Page, pathname: string, timeout = 20_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch (error) {
    // Where the page stayed instead, so that a failure in CI says more than "timeout".
    const headings = await page
      .getByRole('heading')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `Waited for ${pathname}, the page stayed at ${page.url()} (headings: ${headings.join(' | ')})`,
      { cause: error },
    );
  }
}

/**
 * A fresh context signed in as `person`, on the dashboard of `tenantId` once the shell is up. The
 * page's uncaught errors are collected in `errors`, so that a test can assert there were none.
 */
export async function openSignedIn(
  session: BrowserSession,
  person: { email: string; password: string },
  tenantId: string = FIRMS.north.id,
  contextOptions?: Parameters<Browser['newContext']>[0],
): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const context = await session.newContext(contextOptions);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signIn(page, person, `/main/${tenantId}`);
  await waitForPath(page, `/main/${tenantId}`);
  await page.getByTestId('dashboard').waitFor();
  return { context, page, errors };
}

/** The page's reports of what its content security policy blocked, as they happen. */
export function collectCspViolations(page: Page): string[] {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  return blocked;
}

/** Uncaught exceptions of the page, as they happen. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The access token the app wrote to the `JWT` cookie of a signed-in context. */
export async function accessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(baseUrl())).find((candidate) => candidate.name === 'JWT');
  if (!cookie?.value) throw new Error('No JWT cookie: the context is not signed in');
  return decodeURIComponent(cookie.value);
}

/** An API call from the test itself with a bearer token and a JSON body, if any, as the app sends one. */
function sendJson(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json, application/problem+json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The status and problem detail of an API call that is expected to be refused. */
export async function apiRefusal(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; detail: string | undefined }> {
  const response = await sendJson(token, method, path, body);
  const problem = (await response.json().catch(() => ({}))) as { detail?: string };
  return { status: response.status, detail: problem.detail };
}

/** Calls the API from the test itself with a bearer token; throws on a non-2xx answer. */
export async function callApi<Result>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Result> {
  const response = await sendJson(token, method, path, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as Result;
}

/** Uploads one file as multipart, as the staff app does, with a bearer token; expects 201. */
export async function uploadApi<Result>(
  token: string,
  path: string,
  file: { name: string; type: string; bytes: Buffer },
): Promise<Result> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Result;
}

/** An item of the top bar's main menu (wide screen: inline in the main navigation). */
export const mainMenuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name });

/**
 * Waits until no finite animation or transition runs (dialogs fading in, drawers sliding), so that
 * what is checked is what the user ends up seeing. Endless ones (progress bars, skeletons) are ignored.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const settled = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
  await settled();
  // A snackbar or dialog that a change just set off starts a moment later: settled twice in a row.
  await page.waitForTimeout(150);
  await settled();
}

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core on the page (or inside `selector`; only `rules` when given) and returns the
 * violations of impact serious or critical, each with the elements it concerns.
 */
export async function seriousAxeViolations(
  page: Page,
  { selector, rules }: { selector?: string; rules?: readonly string[] } = {},
): Promise<AxeFinding[]> {
  await animationsSettled(page);
  // Through the DevTools protocol rather than a <script> tag: the app's CSP (script-src 'self')
  // stays in force, as users have it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axe.source}\n;'axe' in window`);
  const findings = await page.evaluate(
    async ({ include, only }) => {
      const runner = (window as unknown as { axe: { run: typeof axe.run } }).axe;
      const results: AxeResults = await runner.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
    },
    { include: selector ?? null, only: rules ? [...rules] : null },
  );
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}
