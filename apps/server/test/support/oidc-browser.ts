import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { expect } from 'vitest';
import { createTestApp } from './test-app.ts';

/** A port that was free a moment ago: an issuer URL must name the address the tests call. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where a sign-in runs: the issuer (with its path) and the staff app's address it returns to. */
export interface SignInSite {
  issuer: string;
  appUrl: string;
}

/** The embedded issuer of a server at `publicUrl`, signing in its own staff app. */
export const embeddedSite = (publicUrl: string): SignInSite => ({
  issuer: `${publicUrl}/oidc`,
  appUrl: publicUrl,
});

/** A server with its embedded issuer, listening on a free port, as a browser reaches it. */
export async function startIssuer(overrides: { loginRateLimit?: number } = {}) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = await createTestApp({ publicUrl, ...overrides });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, publicUrl, site: embeddedSite(publicUrl) };
}

/** The cookies of one browser; the issuer scopes them by path, which these tests need not mimic. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly language = 'sv-SE,sv;q=0.9,en;q=0.5') {}

  async fetch(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'accept-language': this.language, accept: 'text/html' };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects inside the issuer until one leaves it (to the app) or a page answers. */
  async follow(url: string, issuer: string): Promise<Response & { finalUrl: string }> {
    let current = url;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.fetch(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return Object.assign(response, { finalUrl: current });
      }
      current = new URL(location, current).href;
      if (!current.startsWith(`${issuer}/`)) {
        return Object.assign(response, { finalUrl: current });
      }
    }
    throw new Error('too many redirects');
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const callbackOf = (site: SignInSite) => `${site.appUrl}/main/callback`;

export function authorizationUrl(
  site: SignInSite,
  challenge: string,
  state: string,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    client_id: 'syna-web',
    response_type: 'code',
    redirect_uri: callbackOf(site),
    scope: 'openid profile email offline_access',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${site.issuer}/auth?${query}`;
}

export function formAction(html: string, base: string): string {
  const action = html.match(/<form[^>]* action="([^"]+)"/)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replace(/&amp;/g, '&'), base).href;
}

/** Signs in through the form and returns the code the app receives, with the verifier for it. */
export async function signIn(browser: Browser, site: SignInSite, email: string, password: string) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const page = await browser.follow(authorizationUrl(site, challenge, state), site.issuer);
  expect(page.status).toBe(200);
  const signedIn = await browser.fetch(formAction(await page.text(), site.issuer), {
    form: { email, password },
  });
  expect(signedIn.status).toBe(303);
  const back = await browser.follow(
    new URL(signedIn.headers.get('location')!, site.issuer).href,
    site.issuer,
  );
  const redirect = new URL(back.finalUrl);
  expect(redirect.searchParams.get('state')).toBe(state);
  return { code: redirect.searchParams.get('code')!, verifier };
}

async function tokenRequest(site: SignInSite, form: Record<string, string>) {
  const response = await fetch(`${site.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'syna-web', ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

export const redeem = (site: SignInSite, code: string, verifier?: string) =>
  tokenRequest(site, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: callbackOf(site),
    ...(verifier === undefined ? {} : { code_verifier: verifier }),
  });

export const refresh = (site: SignInSite, refreshToken: string) =>
  tokenRequest(site, { grant_type: 'refresh_token', refresh_token: refreshToken });

export const endSessionUrl = (site: SignInSite, params: Record<string, string>) =>
  `${site.issuer}/session/end?${new URLSearchParams({ post_logout_redirect_uri: `${site.appUrl}/main/`, ...params })}`;

/** The hidden fields a page's forms submit (also those tied to a form by its `form` attribute). */
export function hiddenFields(html: string): Record<string, string> {
  const inputs = html.matchAll(/<input type="hidden"[^>]*? name="([^"]+)" value="([^"]*)"/g);
  return Object.fromEntries([...inputs].map(([, name, value]) => [name!, value!]));
}

/** Signs out as the staff app does: end_session with its ID token, whose page submits itself. */
export async function signOut(
  browser: Browser,
  site: SignInSite,
  idToken: string,
  state: string,
): Promise<{ page: string; answer: Response }> {
  const logout = await browser.fetch(endSessionUrl(site, { id_token_hint: idToken, state }));
  expect(logout.status).toBe(200);
  const page = await logout.text();
  const answer = await browser.fetch(formAction(page, site.issuer), { form: hiddenFields(page) });
  return { page, answer };
}

/** Revokes a token at the issuer's revocation endpoint, as the staff app does before signing out. */
export const revoke = async (site: SignInSite, token: string, hint = 'refresh_token') =>
  (
    await fetch(`${site.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'syna-web', token, token_type_hint: hint }).toString(),
    })
  ).status;

/** The sources one directive of a Content-Security-Policy header allows. */
export function cspSources(header: string | string[] | number | undefined, directive: string): string[] {
  const entry = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return entry?.slice(1) ?? [];
}
