import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What the two accounting fakes (fortnox-server.ts, visma-server.ts) share: an OAuth2
// authorization server of the code flow (a consent page with "Godkänn", single-use codes bound
// to their redirect URI, HTTP Basic client credentials at the token endpoint, access tokens of
// one hour, refresh tokens rotated and the used one refused, revocation), and the API's
// gatekeeping (the bearer token, a sliding-window rate limit per token answering 429, failures
// on demand, a log of every call). Each fake adds its provider's API routes and error bodies.
// Plain node:http and nothing of the server's code, so the browser tests can start them too.

/** One request as the fake received it, and what it answered. */
export interface LoggedCall {
  /** Milliseconds since the epoch, when the request arrived. */
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  /** The tenant whose access token the API call carried, if valid. */
  tenantId: string | null;
  /** The access token the call carried, if any. */
  accessToken: string | null;
}

export interface ApiRequest<Tenant> {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The body parsed as JSON (undefined when empty or not JSON). */
  json: unknown;
  contentType: string;
  tenant: Tenant;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** How a provider words the refusals the shared part makes. */
export interface ProviderRefusals {
  /** No, an unknown or an expired access token (`reason` says which). */
  unauthorized(reason: 'missing' | 'invalid' | 'expired'): ApiAnswer;
  /** Over the rate limit; `retryAfterS` is when a slot frees. */
  tooManyRequests(retryAfterS: number): ApiAnswer;
  /** A failure asked for by the test (500, 503, …). */
  serverError(status: number): ApiAnswer;
}

export interface OAuthFakeOptions<Tenant> {
  /** The provider's name on the consent page. */
  providerName: string;
  clientId: string;
  clientSecret: string;
  paths: { authorize: string; token: string; revoke: string; api: string };
  /** The redirect URIs registered for the client; none: any is accepted at consent. */
  redirectUris?: string[];
  /** The scope the client must ask for (each of these words). */
  requiredScopes: string[];
  rateLimit: { limit: number; windowMs: number };
  /** What the limit counts by beside the token (Visma: each endpoint apart); none: the token. */
  rateLimitScope?: (path: string) => string;
  refusals: ProviderRefusals;
  api(request: ApiRequest<Tenant>): ApiAnswer | Promise<ApiAnswer>;
  /** The tenants the fake starts with; the first is the one the consent page grants. */
  tenants: Record<string, Tenant>;
}

export const ACCESS_TOKEN_SECONDS = 3600;
const CODE_SECONDS = 600;

interface CodeGrant {
  tenantId: string;
  redirectUri: string;
  scope: string;
  expiresAt: number;
}
interface AccessGrant {
  tenantId: string;
  expiresAt: number;
}
interface RefreshGrant {
  tenantId: string;
  scope: string;
  /** Used once (rotated) or revoked: refused from then on. */
  spent: boolean;
}

export interface OAuthFake<Tenant> {
  /** The fake's base address (scheme, host and port). */
  url: string;
  /** Every request received, oldest first. */
  log: LoggedCall[];
  tenants: Record<string, Tenant>;
  /** The tenant the consent page grants (the first one unless changed). */
  consentTenant: string;
  /** Makes every access token issued so far expired, as an hour later. */
  expireAccessTokens(): void;
  /** The next `count` API calls answer `status` (500, 503, …) before anything else is checked. */
  failNext(count: number, status: number): void;
  /** The next `count` API calls answer 429 with this Retry-After (seconds; null: no header). */
  throttleNext(count: number, retryAfterS: number | null): void;
  /** A code as the consent page would give it, without the browser. */
  issueCode(redirectUri: string, scope: string, tenantId?: string): string;
  /** Whether a refresh token is still good (not used, not revoked). */
  refreshTokenValid(refreshToken: string): boolean;
  /** The API calls in the log (not the authorization server's). */
  apiCalls(): LoggedCall[];
  close(): Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sendJson(response: ServerResponse, answer: ApiAnswer): void {
  response.writeHead(answer.status, {
    ...(answer.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    ...answer.headers,
  });
  response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
}

const token = () => randomBytes(24).toString('base64url');

/** Starts an OAuth2 provider fake on a free port of the loopback address. */
export async function startOAuthFake<Tenant>(options: OAuthFakeOptions<Tenant>): Promise<OAuthFake<Tenant>> {
  const codes = new Map<string, CodeGrant>();
  const accessTokens = new Map<string, AccessGrant>();
  const refreshTokens = new Map<string, RefreshGrant>();
  const sentByToken = new Map<string, number[]>();
  const log: LoggedCall[] = [];
  const failures: number[] = [];
  const throttles: (number | null)[] = [];

  const oauthError = (status: number, error: string, description: string): ApiAnswer => ({
    status,
    body: { error, error_description: description },
  });

  function issueCode(redirectUri: string, scope: string, tenantId = fake.consentTenant): string {
    const code = token();
    codes.set(code, { tenantId, redirectUri, scope, expiresAt: Date.now() + CODE_SECONDS * 1000 });
    return code;
  }

  function issueTokens(tenantId: string, scope: string): ApiAnswer {
    const accessToken = token();
    const refreshToken = token();
    accessTokens.set(accessToken, { tenantId, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    refreshTokens.set(refreshToken, { tenantId, scope, spent: false });
    return {
      status: 200,
      body: {
        access_token: accessToken,
        refresh_token: refreshToken,
        scope,
        expires_in: ACCESS_TOKEN_SECONDS,
        token_type: 'bearer',
      },
      headers: { 'cache-control': 'no-store' },
    };
  }

  /** The client's HTTP Basic credentials, checked (RFC 6749 §2.3.1: each part form-encoded). */
  function clientAuthenticated(request: IncomingMessage): boolean {
    const match = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
    if (!match) return false;
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    return id === options.clientId && secret === options.clientSecret;
  }

  /** The form of an authorization-server POST, or the refusal when it is not a form. */
  function formOf(request: IncomingMessage, body: string): URLSearchParams | null {
    const type = request.headers['content-type'] ?? '';
    return type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(body) : null;
  }

  function tokenEndpoint(request: IncomingMessage, body: string): ApiAnswer {
    const form = formOf(request, body);
    if (!form)
      return oauthError(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
    if (!clientAuthenticated(request)) return oauthError(401, 'invalid_client', 'Invalid client credentials');
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expiresAt < Date.now())
        return oauthError(400, 'invalid_grant', 'Invalid authorization code');
      if (form.get('redirect_uri') !== grant.redirectUri)
        return oauthError(400, 'invalid_grant', 'The redirect_uri does not match the authorization request');
      return issueTokens(grant.tenantId, grant.scope);
    }
    if (grantType === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant || grant.spent) return oauthError(400, 'invalid_grant', 'Invalid refresh token');
      grant.spent = true;
      return issueTokens(grant.tenantId, grant.scope);
    }
    return oauthError(400, 'unsupported_grant_type', `Unsupported grant type ${grantType ?? ''}`);
  }

  function revoke(request: IncomingMessage, body: string): ApiAnswer {
    const form = formOf(request, body);
    if (!form)
      return oauthError(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
    if (!clientAuthenticated(request)) return oauthError(401, 'invalid_client', 'Invalid client credentials');
    const grant = refreshTokens.get(form.get('token') ?? '');
    // RFC 7009: an unknown token is answered 200 as well.
    if (grant) grant.spent = true;
    return { status: 200, body: { revoked: true } };
  }

  function consentPage(url: URL, response: ServerResponse): number {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    const scope = params.get('scope') ?? '';
    const problem =
      params.get('client_id') !== options.clientId
        ? 'Okänt client_id'
        : params.get('response_type') !== 'code'
          ? 'response_type måste vara code'
          : !params.get('state')
            ? 'state saknas'
            : !redirectUri || (options.redirectUris && !options.redirectUris.includes(redirectUri))
              ? 'redirect_uri är inte registrerad'
              : options.requiredScopes.some((word) => !scope.split(' ').includes(word))
                ? `scope måste innehålla ${options.requiredScopes.join(' ')}`
                : null;
    const name = escapeHtml(options.providerName);
    if (problem) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="sv"><title>${name}</title><h1>${name}</h1><p>${escapeHtml(problem)}</p>`,
      );
      return 400;
    }
    const hidden = [...params]
      .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
      .join('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${name} – godkänn integration</title></head>` +
        `<body><h1>${name}</h1><p>Appen vill få åtkomst till ditt företag i ${name} (${escapeHtml(scope)}).</p>` +
        `<form method="post" action="${escapeHtml(options.paths.authorize)}">${hidden}` +
        `<button type="submit" name="decision" value="approve">Godkänn</button> ` +
        `<button type="submit" name="decision" value="deny">Avbryt</button></form></body></html>`,
    );
    return 200;
  }

  function consentDecision(request: IncomingMessage, body: string, response: ServerResponse): number {
    const form = formOf(request, body);
    const redirectUri = form?.get('redirect_uri') ?? '';
    if (!form || form.get('client_id') !== options.clientId || !redirectUri) {
      sendJson(response, { status: 400, body: { error: 'invalid_request' } });
      return 400;
    }
    const target = new URL(redirectUri);
    if (form.get('decision') === 'approve')
      target.searchParams.set('code', issueCode(redirectUri, form.get('scope') ?? ''));
    else target.searchParams.set('error', 'access_denied');
    target.searchParams.set('state', form.get('state') ?? '');
    response.writeHead(302, { location: target.toString() }).end();
    return 302;
  }

  /** Sliding window per token: the seconds until a slot frees, or 0 when the call may go. */
  function rateLimited(accessToken: string, now: number): number {
    const windowStart = now - options.rateLimit.windowMs;
    const sent = (sentByToken.get(accessToken) ?? []).filter((at) => at > windowStart);
    sentByToken.set(accessToken, sent);
    if (sent.length >= options.rateLimit.limit) return Math.ceil((sent[0]! - windowStart) / 1000);
    sent.push(now);
    return 0;
  }

  async function api(
    request: IncomingMessage,
    url: URL,
    body: string,
    entry: LoggedCall,
    response: ServerResponse,
  ): Promise<number> {
    const reply = (answer: ApiAnswer) => {
      sendJson(response, answer);
      return answer.status;
    };
    const failure = failures.shift();
    if (failure !== undefined) return reply(options.refusals.serverError(failure));
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
    entry.accessToken = bearer;
    if (!bearer) return reply(options.refusals.unauthorized('missing'));
    const grant = accessTokens.get(bearer);
    if (!grant) return reply(options.refusals.unauthorized('invalid'));
    if (grant.expiresAt <= Date.now()) return reply(options.refusals.unauthorized('expired'));
    entry.tenantId = grant.tenantId;
    const throttle = throttles.shift();
    if (throttle !== undefined) {
      const answer = options.refusals.tooManyRequests(throttle ?? 0);
      if (throttle === null) delete answer.headers?.['retry-after'];
      return reply(answer);
    }
    const scope = options.rateLimitScope?.(url.pathname) ?? '';
    const wait = rateLimited(`${bearer} ${scope}`, entry.at);
    if (wait > 0) return reply(options.refusals.tooManyRequests(wait));
    let json: unknown;
    try {
      json = body === '' ? undefined : JSON.parse(body);
    } catch {
      json = undefined;
    }
    return reply(
      await options.api({
        method: request.method ?? 'GET',
        path: url.pathname.slice(options.paths.api.length),
        query: url.searchParams,
        json,
        contentType: request.headers['content-type'] ?? '',
        tenant: options.tenants[grant.tenantId]!,
      }),
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const at = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const entry: LoggedCall = {
      at,
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: 0,
      tenantId: null,
      accessToken: null,
    };
    log.push(entry);
    const { paths } = options;
    const post = request.method === 'POST';
    if (url.pathname === paths.authorize && request.method === 'GET')
      entry.status = consentPage(url, response);
    else if (url.pathname === paths.authorize && post)
      entry.status = consentDecision(request, body, response);
    else if (url.pathname === paths.token && post) sendJson(response, tokenEndpoint(request, body));
    else if (url.pathname === paths.revoke && post) sendJson(response, revoke(request, body));
    else if (url.pathname.startsWith(`${paths.api}/`))
      entry.status = await api(request, url, body, entry, response);
    else sendJson(response, { status: 404, body: { error: 'not_found' } });
    if (entry.status === 0) entry.status = response.statusCode;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, { status: 500, body: { message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: OAuthFake<Tenant> = {
    url: `http://127.0.0.1:${port}`,
    log,
    tenants: options.tenants,
    consentTenant: Object.keys(options.tenants)[0]!,
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.expiresAt = Date.now() - 1;
    },
    failNext(count, status) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    throttleNext(count, retryAfterS) {
      for (let i = 0; i < count; i++) throttles.push(retryAfterS);
    },
    issueCode,
    refreshTokenValid: (refreshToken) => refreshTokens.get(refreshToken)?.spent === false,
    apiCalls: () => log.filter((call) => call.path.startsWith(`${options.paths.api}/`)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}

/**
 * What a browser does on the consent page: opens it, presses "Godkänn" (or "Avbryt"), and
 * follows nothing further: the answer is the address the provider sends the browser back to.
 */
export async function passConsent(
  authorizeUrl: string,
  decision: 'approve' | 'deny' = 'approve',
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page ${page.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action || !html.includes('>Godkänn</button>')) throw new Error('no consent form');
  const unescape = (value: string) =>
    value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    form.set(unescape(name!), unescape(value!));
  form.set('decision', decision);
  const answer = await fetch(new URL(unescape(action), authorizeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent answered ${answer.status}`);
  return new URL(location);
}
