import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { buildApp } from '../app.ts';
import { createLocalAccount } from './local-accounts.ts';
import { provisionUser } from '../modules/users/index.ts';
import { EMBEDDED_ISSUER } from '../platform/auth/token-verifier.ts';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { callerFactory } from '../../test/support/api-client.ts';
import { buildTenant, type TestUser } from '../../test/support/factories.ts';
import {
  authorizationUrl,
  Browser,
  callbackOf,
  cspSources,
  type SignInSite,
  endSessionUrl,
  formAction,
  hiddenFields,
  pkce,
  redeem,
  refresh,
  revoke,
  signIn,
  startIssuer,
} from '../../test/support/oidc-browser.ts';

const EMAIL = 'greta.granskare@example.se';
const PASSWORD = 'rätt-lösenord-2026';

async function createMember(app: FastifyInstance) {
  const local = await app.database.asSystem((tx) =>
    createLocalAccount(tx, { email: EMAIL, password: PASSWORD, givenName: 'Greta', familyName: 'Granskare' }),
  );
  const row = await app.database.asSystem((tx) =>
    provisionUser(tx, { issuer: EMBEDDED_ISSUER, sub: local.sub, email: local.email, name: local.name }),
  );
  const owner: TestUser = {
    id: row.id,
    sub: local.sub,
    email: local.email,
    name: local.name,
    token: '',
    auth: { authorization: '' },
  };
  const firm = await buildTenant(app, owner, { name: 'Norrlands Besiktning AB' });
  return { local, firm };
}

describe('embedded issuer', () => {
  let app: FastifyInstance;
  let publicUrl: string;
  let site: SignInSite;
  let member: Awaited<ReturnType<typeof createMember>>;

  beforeAll(async () => {
    ({ app, publicUrl, site } = await startIssuer());
    member = await createMember(app);
  });
  afterAll(async () => app?.close());

  it('serves discovery at /oidc/.well-known/openid-configuration', async () => {
    const response = await fetch(`${publicUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${publicUrl}/oidc`,
      authorization_endpoint: `${publicUrl}/oidc/auth`,
      token_endpoint: `${publicUrl}/oidc/token`,
      jwks_uri: `${publicUrl}/oidc/jwks`,
      end_session_endpoint: `${publicUrl}/oidc/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await (await fetch(discovery.jwks_uri as string)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual(app.signingKeys.publicJwks.map((key) => key.kid));
  });

  it('runs the whole code + PKCE flow: sign-in form, tokens, API call, refresh', async () => {
    const browser = new Browser();
    const { verifier, challenge } = pkce();
    const state = 'tillstånd-123';

    const authorization = await browser.fetch(authorizationUrl(site, challenge, state));
    expect(authorization.status).toBe(303);
    const interactionUrl = new URL(authorization.headers.get('location')!, publicUrl).href;
    expect(interactionUrl).toMatch(new RegExp(`^${publicUrl}/oidc/interaction/[\\w-]+$`));

    const page = await browser.fetch(interactionUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<h1>Logga in</h1>');
    expect(html).toContain('<label for="email">E-postadress</label>');
    expect(html).toContain('<label for="password">Lösenord</label>');
    expect(html).toContain('autocomplete="username"');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).not.toContain('<script');
    const action = formAction(html, publicUrl);

    const wrong = await browser.fetch(action, { form: { email: EMAIL, password: 'fel-lösenord' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('location')).toBeNull();
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Fel e-postadress eller lösenord');
    expect(wrongHtml).toContain(`value="${EMAIL}"`);

    const right = await browser.fetch(action, { form: { email: EMAIL.toUpperCase(), password: PASSWORD } });
    expect(right.status).toBe(303);
    const back = await browser.follow(new URL(right.headers.get('location')!, publicUrl).href, site.issuer);
    const callback = new URL(back.finalUrl);
    expect(`${callback.origin}${callback.pathname}`).toBe(callbackOf(site));
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await redeem(site, code!, verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(tokens.body.access_token!.split('.')).toHaveLength(3);
    expect(tokens.body.refresh_token).toBeTruthy();
    expect(tokens.body.id_token).toBeTruthy();
    const claims = decodeJwt(tokens.body.access_token!);
    expect(claims).toMatchObject({
      iss: `${publicUrl}/oidc`,
      aud: 'urn:syna:api',
      sub: member.local.sub,
      email: EMAIL,
      name: 'Greta Granskare',
      given_name: 'Greta',
      family_name: 'Granskare',
      client_id: 'syna-web',
    });
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(decodeJwt(tokens.body.id_token!)).toMatchObject({ sub: member.local.sub, email: EMAIL });

    const initialData = await fetch(`${publicUrl}/${member.firm.id}/v1/vb`, {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(initialData.status).toBe(200);
    const body = (await initialData.json()) as { tenant: { id: string; name: string }; roles: string[] };
    expect(body.tenant).toMatchObject({ id: member.firm.id, name: 'Norrlands Besiktning AB' });
    expect(body.roles).toEqual(['owner']);

    const refreshed = await refresh(site, tokens.body.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(tokens.body.access_token);
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    expect(decodeJwt(refreshed.body.access_token!)).toMatchObject({ sid: claims.sid, email: EMAIL });
    const again = await fetch(`${publicUrl}/${member.firm.id}/v1/vb`, {
      headers: { authorization: `Bearer ${refreshed.body.access_token}` },
    });
    expect(again.status).toBe(200);
    const rotated = await refresh(site, refreshed.body.refresh_token!);
    expect(rotated.status).toBe(200);
  });

  it('shows the sign-in page in English when the browser prefers English', async () => {
    const browser = new Browser('en-GB,en;q=0.9,sv;q=0.8');
    const page = await browser.follow(authorizationUrl(site, pkce().challenge, 'en'), site.issuer);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain('E-mail address');
    expect(html).toContain('>Password<');
    const wrong = await browser.fetch(formAction(html, publicUrl), {
      form: { email: EMAIL, password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong e-mail address or password');
  });

  it('refuses a code without its PKCE verifier, and with a wrong one', async () => {
    const withoutVerifier = await signIn(new Browser(), site, EMAIL, PASSWORD);
    const missing = await redeem(site, withoutVerifier.code);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/invalid_grant|invalid_request/);

    const withWrongVerifier = await signIn(new Browser(), site, EMAIL, PASSWORD);
    const wrong = await redeem(site, withWrongVerifier.code, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(wrong.body.access_token).toBeUndefined();
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'syna-web',
      response_type: 'code',
      redirect_uri: callbackOf(site),
      scope: 'openid',
      state: 's',
    });
    const response = await new Browser().fetch(`${publicUrl}/oidc/auth?${query}`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizationUrl(site, pkce().challenge, 'x'), site.issuer);
    const action = formAction(await page.text(), publicUrl);
    const unknownEmail = 'finns.inte@example.se';
    const unknown = await browser.fetch(action, { form: { email: unknownEmail, password: PASSWORD } });
    const wrongPassword = await browser.fetch(action, { form: { email: EMAIL, password: 'fel-lösenord' } });
    expect(unknown.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect((await unknown.text()).replace(unknownEmail, 'E')).toBe(
      (await wrongPassword.text()).replace(EMAIL, 'E'),
    );
  });

  it('signs a returning browser in without the form', async () => {
    const browser = new Browser();
    const first = await signIn(browser, site, EMAIL, PASSWORD);
    const tokens = await redeem(site, first.code, first.verifier);
    expect(tokens.status).toBe(200);

    // Same browser, new authorization: the session answers without a page (silent renew works too).
    const { challenge } = pkce();
    const silent = await browser.follow(
      authorizationUrl(site, challenge, 'tyst', { prompt: 'none' }),
      site.issuer,
    );
    expect(new URL(silent.finalUrl).searchParams.get('code')).toBeTruthy();

    // Asking for consent explicitly is answered for the first-party app without a page either.
    const consent = await browser.follow(
      authorizationUrl(site, challenge, 'samtycke', { prompt: 'consent' }),
      site.issuer,
    );
    expect(new URL(consent.finalUrl).searchParams.get('code')).toBeTruthy();
  });

  it('signs out in one step as the staff app does: revokes the refresh token, ends the session unasked', async () => {
    const browser = new Browser();
    const first = await signIn(browser, site, EMAIL, PASSWORD);
    const tab = await redeem(site, first.code, first.verifier);
    // A second tab of the same browser holds its own refresh token of the same session.
    const { verifier, challenge } = pkce();
    const silent = await browser.follow(authorizationUrl(site, challenge, 'flik'), site.issuer);
    const otherTab = await redeem(site, new URL(silent.finalUrl).searchParams.get('code')!, verifier);
    expect(otherTab.status).toBe(200);

    expect(await revoke(site, tab.body.refresh_token!)).toBe(200);
    expect((await refresh(site, tab.body.refresh_token!)).body.error).toBe('invalid_grant');

    const ending = await browser.fetch(
      endSessionUrl(site, { id_token_hint: tab.body.id_token!, state: 'ut' }),
    );
    expect(ending.status).toBe(200);
    const page = await ending.text();
    // No question to answer: the page submits its form itself, under a policy naming that one script.
    expect(page).toContain('Du loggas ut från Syna');
    expect(page).not.toContain('Vill du logga ut');
    expect(hiddenFields(page)).toMatchObject({ logout: 'yes', xsrf: expect.any(String) });
    const scripts = cspSources(ending.headers.get('content-security-policy') ?? '', 'script-src');
    const script = page.match(/<script>([^<]*)<\/script>/)?.[1] ?? '';
    expect(scripts).toEqual(["'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    const answer = await browser.fetch(formAction(page, site.issuer), { form: hiddenFields(page) });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${publicUrl}/main/?state=ut`);

    // Every refresh token of the session is refused, and the next sign-in needs the password.
    expect((await refresh(site, otherTab.body.refresh_token!)).body.error).toBe('invalid_grant');
    const again = await browser.follow(
      authorizationUrl(site, pkce().challenge, 'tyst', { prompt: 'none' }),
      site.issuer,
    );
    expect(new URL(again.finalUrl).searchParams.get('error')).toBe('login_required');
    const next = await browser.follow(authorizationUrl(site, pkce().challenge, 'igen'), site.issuer);
    expect(await next.text()).toContain('<h1>Logga in</h1>');
  });

  it('asks before ending a session when the sign-out does not carry the user’s ID token', async () => {
    const browser = new Browser();
    const { code, verifier } = await signIn(browser, site, EMAIL, PASSWORD);
    const tokens = await redeem(site, code, verifier);
    // Someone else's valid ID token, as a site that signed them in could send it.
    const otherEmail = 'olle.annan@example.se';
    await app.database.asSystem((tx) =>
      createLocalAccount(tx, {
        email: otherEmail,
        password: PASSWORD,
        givenName: 'Olle',
        familyName: 'Annan',
      }),
    );
    const other = await signIn(new Browser(), site, otherEmail, PASSWORD);
    const othersToken = (await redeem(site, other.code, other.verifier)).body.id_token!;

    const requests: Record<string, string>[] = [{ client_id: 'syna-web' }, { id_token_hint: othersToken }];
    for (const params of requests) {
      const ending = await browser.fetch(endSessionUrl(site, params));
      expect(ending.status).toBe(200);
      const question = await ending.text();
      expect(question).toContain('Vill du logga ut från Syna?');
      expect(question).not.toContain('<script');
      expect(hiddenFields(question)).not.toHaveProperty('logout');
    }

    // Not answered: the session and the refresh token carry on.
    const silent = await browser.follow(
      authorizationUrl(site, pkce().challenge, 'tyst', { prompt: 'none' }),
      site.issuer,
    );
    expect(new URL(silent.finalUrl).searchParams.get('code')).toBeTruthy();
    expect((await refresh(site, tokens.body.refresh_token!)).status).toBe(200);
  });

  it('renders its errors as a Swedish page', async () => {
    const response = await new Browser().fetch(`${publicUrl}/oidc/auth?client_id=okand&response_type=code`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('Något gick fel');
    expect(html).not.toContain('<script');
  });

  it('answers an expired or unknown interaction with the error page', async () => {
    const response = await new Browser().fetch(`${publicUrl}/oidc/interaction/finns-inte`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Inloggningen har gått ut');
  });
});

describe('embedded issuer rate limit', () => {
  let app: FastifyInstance;
  let publicUrl: string;
  let site: SignInSite;

  beforeAll(async () => {
    ({ app, publicUrl, site } = await startIssuer({ loginRateLimit: 3 }));
  });
  afterAll(async () => app?.close());

  it('answers the fourth sign-in attempt within a minute with 429 and the Swedish notice', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizationUrl(site, pkce().challenge, 'r'), site.issuer);
    const action = formAction(await page.text(), publicUrl);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await browser.fetch(action, { form: { email: EMAIL, password: `fel-${attempt}` } });
      expect(response.status).toBe(401);
    }
    const limited = await browser.fetch(action, { form: { email: EMAIL, password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain('För många inloggningsförsök. Vänta en minut och försök igen.');
    expect(html).toContain('<form method="post"');
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('embedded issuer on a shared database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance | undefined;
  let publicUrl: string;
  let site: SignInSite;

  beforeAll(async () => {
    ({ app: first, publicUrl, site } = await startIssuer());
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('lets a second server copy verify and refresh the tokens the first issued', async () => {
    const member = await createMember(first);
    const { code, verifier } = await signIn(new Browser(), site, EMAIL, PASSWORD);
    const tokens = await redeem(site, code, verifier);
    expect(tokens.status).toBe(200);

    second = await buildApp(first.config);
    expect(second.signingKeys.publicJwks).toEqual(first.signingKeys.publicJwks);
    const initialData = await callerFactory(second)(null).send(
      profileEndpoints.initialData,
      { params: { tenant: member.firm.id } },
      { authorization: `Bearer ${tokens.body.access_token}` },
    );
    expect(initialData.statusCode).toBe(200);

    const host = new URL(publicUrl).host;
    const refreshed = await second.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'syna-web',
        grant_type: 'refresh_token',
        refresh_token: tokens.body.refresh_token!,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json<{ access_token: string }>().access_token).iss).toBe(`${publicUrl}/oidc`);
  });
});
