import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { DEFAULT_OIDC_SCOPES, EMBEDDED_API_AUDIENCE, EMBEDDED_CLIENT_ID } from '../src/config.ts';
import { createLocalAccount } from '../src/idp/local-accounts.ts';
import { createTestApp } from './support/test-app.ts';
import { startFakeIssuer, type FakeIssuer } from './support/fake-issuer.ts';
import { captureLogs } from './support/log-capture.ts';
import { REALM_PATH, realmIssuerOidc } from './support/realm-issuer.ts';
import {
  Browser,
  cspSources,
  freePort,
  redeem,
  refresh,
  signIn,
  signOut,
  type SignInSite,
} from './support/oidc-browser.ts';

/**
 * A fake issuer under `issuerPath` and a server trusting it, for the tests of one describe block;
 * `configuredIssuer` turns the fake's identifier into what the operator wrote in OIDC_ISSUER.
 */
function useExternalIssuer(
  issuerPath: string,
  audience: string | null,
  options: { logStream?: NodeJS.WritableStream; configuredIssuer?: (issuer: string) => string } = {},
): { issuer(): FakeIssuer; app(): FastifyInstance } {
  let issuer: FakeIssuer | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    issuer = await startFakeIssuer(issuerPath);
    app = await createTestApp({
      oidc: {
        kind: 'external',
        issuer: options.configuredIssuer?.(issuer.issuer) ?? issuer.issuer,
        clientId: EMBEDDED_CLIENT_ID,
        audience,
        scopes: DEFAULT_OIDC_SCOPES,
      },
      ...(options.logStream ? { logLevel: 'warn', logStream: options.logStream } : {}),
    });
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });
  return { issuer: () => issuer!, app: () => app! };
}

const accountsWith = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'GET',
    url: '/v1/account/user/accounts',
    headers: { authorization: `Bearer ${token}` },
  });

const person = () => {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@example.se`, name: 'Kim Keycloak' };
};

describe('a Keycloak realm (an issuer with a path) as the external issuer', () => {
  const logs = captureLogs();
  // Configured with a trailing slash; discovery and tokens name the realm without one.
  const setup = useExternalIssuer('/realms/syna', 'syna-api', {
    logStream: logs.stream,
    configuredIssuer: (issuer) => `${issuer}/`,
  });
  let realm: FakeIssuer;
  let app: FastifyInstance;
  beforeAll(() => {
    realm = setup.issuer();
    app = setup.app();
  });

  // Keycloak's access tokens: header type JWT, claim typ Bearer, the client in azp.
  const accessToken = (claims: Record<string, unknown> = {}) =>
    realm.sign({ ...person(), typ: 'Bearer', azp: EMBEDDED_CLIENT_ID, aud: 'syna-api', ...claims });

  it('accepts its access token, with its iss exactly as discovery states it', async () => {
    const response = await accountsWith(app, await accessToken());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], total: 0 });
  });

  it('names the realm’s origins, never its path, in the content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/client-config' });
    const realmOrigin = new URL(realm.issuer).origin;
    const endSessionOrigin = realmOrigin.replace('127.0.0.1', 'localhost');
    for (const directive of ['connect-src', 'form-action']) {
      const sources = cspSources(response.headers['content-security-policy'], directive);
      expect(sources).toEqual(expect.arrayContaining([realmOrigin, endSessionOrigin]));
      expect(sources.some((source) => source.includes('/realms'))).toBe(false);
    }
    expect(response.json().oidc).toEqual({
      authority: `${realm.issuer}/`,
      clientId: EMBEDDED_CLIENT_ID,
      scope: DEFAULT_OIDC_SCOPES,
      extraAuthParams: {},
    });
  });

  it('accepts an access token without azp', async () => {
    const response = await accountsWith(app, await accessToken({ azp: undefined }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses its ID token, and a token for another audience, and logs why', async () => {
    const idToken = await realm.sign({ ...person(), typ: 'ID', aud: 'syna-api', azp: EMBEDDED_CLIENT_ID });
    expect((await accountsWith(app, idToken)).statusCode).toBe(401);
    const otherAudience = await accessToken({ aud: 'account' });
    expect((await accountsWith(app, otherAudience)).statusCode).toBe(401);
    const expired = await realm.sign(
      { ...person(), typ: 'Bearer', aud: 'syna-api' },
      { expiresInSeconds: -60 },
    );
    expect((await accountsWith(app, expired)).statusCode).toBe(401);
    const reasons = logs
      .entries()
      .filter((entry) => entry.msg === 'access token refused')
      .map((entry) => [entry.level, entry.reason, entry.expectedIssuer]);
    expect(reasons).toEqual([
      [40, 'not an access token', realm.issuer],
      [40, 'wrong audience', realm.issuer],
      [40, 'expired', realm.issuer],
    ]);
    for (const token of [idToken, otherAudience, expired]) expect(logs.lines.join('\n')).not.toContain(token);
  });

  it('refetches the keys on the next request after the realm rotates them', async () => {
    expect((await accountsWith(app, await accessToken())).statusCode).toBe(200);
    const fetched = realm.keySetFetches();
    await realm.rotateKeys();
    // Past the cooldown that keeps made-up key ids from making every request a fetch.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await accountsWith(app, await accessToken())).statusCode).toBe(200);
    expect(realm.keySetFetches()).toBe(fetched + 1);
  });
});

describe('Microsoft Entra (tenant path, v2.0) as the external issuer', () => {
  const clientId = '6f1c0a52-0000-4000-8000-00000000c11e';
  // An API exposed by the app registration itself: its access tokens' audience is the client id,
  // the same as its ID tokens'.
  const setup = useExternalIssuer('/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0', clientId);

  it('accepts its access token (delegated scopes, no azp) and refuses its ID token', async () => {
    const [entra, app] = [setup.issuer(), setup.app()];
    const access = await entra.sign({ ...person(), aud: clientId, scp: 'access_as_user', ver: '2.0' });
    expect((await accountsWith(app, access)).statusCode).toBe(200);
    const idToken = await entra.sign({ ...person(), aud: clientId, ver: '2.0', nonce: 'n' });
    expect((await accountsWith(app, idToken)).statusCode).toBe(401);
  });
});

describe('an external issuer without an audience (development)', () => {
  const setup = useExternalIssuer('/realms/utveckling', null);

  it('requires the token to be for our client, by azp or by client_id', async () => {
    const [realm, app] = [setup.issuer(), setup.app()];
    const viaAzp = await realm.sign({ ...person(), typ: 'Bearer', azp: EMBEDDED_CLIENT_ID });
    expect((await accountsWith(app, viaAzp)).statusCode).toBe(200);
    const viaClientId = await realm.sign({ ...person(), client_id: EMBEDDED_CLIENT_ID }, { typ: 'at+jwt' });
    expect((await accountsWith(app, viaClientId)).statusCode).toBe(200);
    const otherClient = await realm.sign({ ...person(), typ: 'Bearer', azp: 'another-app' });
    expect((await accountsWith(app, otherClient)).statusCode).toBe(401);
    const noClient = await realm.sign({ ...person(), typ: 'Bearer' });
    expect((await accountsWith(app, noClient)).statusCode).toBe(401);
  });
});

describe('an external issuer that cannot be reached', () => {
  const logs = captureLogs();
  // Nothing listens on the discard port: discovery fails at start and again on each request.
  const setup = useExternalIssuer('/realms/syna', 'syna-api', {
    logStream: logs.stream,
    configuredIssuer: () => 'http://127.0.0.1:9/realms/nere',
  });

  it('answers 401 and logs the issuer as unreachable', async () => {
    const token = await setup.issuer().sign({ ...person(), typ: 'Bearer', aud: 'syna-api' });
    expect((await accountsWith(setup.app(), token)).statusCode).toBe(401);
    const refusals = logs.entries().filter((entry) => entry.msg === 'access token refused');
    expect(refusals.map((entry) => [entry.level, entry.reason])).toEqual([[40, 'issuer unreachable']]);
    expect(logs.lines.join('\n')).not.toContain(token);
  });
});

describe('signing in through an issuer under a realm path, on another origin', () => {
  const EMAIL = 'rut.realm@example.se';
  const PASSWORD = 'realm-lösenord-2026';
  let issuerApp: FastifyInstance;
  let app: FastifyInstance;
  let site: SignInSite;

  beforeAll(async () => {
    const port = await freePort();
    // The staff app is served on another origin (localhost) than the issuer (127.0.0.1).
    const appUrl = 'http://localhost:3998';
    const issuer = `http://127.0.0.1:${port}${REALM_PATH}`;
    issuerApp = await createTestApp({
      publicUrl: `http://127.0.0.1:${port}`,
      canonicalPublicUrl: true,
      oidc: realmIssuerOidc(appUrl),
    });
    await issuerApp.listen({ port, host: '127.0.0.1' });
    app = await createTestApp({
      publicUrl: appUrl,
      canonicalPublicUrl: true,
      oidc: {
        kind: 'external',
        issuer,
        clientId: EMBEDDED_CLIENT_ID,
        audience: EMBEDDED_API_AUDIENCE,
        scopes: DEFAULT_OIDC_SCOPES,
      },
    });
    await issuerApp.database.asSystem((tx) =>
      createLocalAccount(tx, { email: EMAIL, password: PASSWORD, givenName: 'Rut', familyName: 'Realm' }),
    );
    site = { issuer, appUrl };
  });
  afterAll(async () => {
    await app?.close();
    await issuerApp?.close();
  });

  const callApp = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/v1/account/user/accounts',
      headers: { host: 'localhost:3998', authorization: `Bearer ${token}` },
    });

  it('serves discovery under the path, naming the issuer with it', async () => {
    const discovery = await (await fetch(`${site.issuer}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: site.issuer,
      authorization_endpoint: `${site.issuer}/auth`,
      token_endpoint: `${site.issuer}/token`,
      end_session_endpoint: `${site.issuer}/session/end`,
    });
    // The staff app on its own origin may call the token endpoint.
    const preflight = await fetch(`${site.issuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: site.appUrl, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(site.appUrl);
    // Its sign-in form redirects to the staff app: the issuer's own pages allow that as form action.
    const page = await fetch(`${new URL(site.issuer).origin}/v1/client-config`);
    expect(cspSources(page.headers.get('content-security-policy') ?? '', 'form-action')).toEqual([
      "'self'",
      site.appUrl,
    ]);
  });

  it('signs in, takes the profile from the ID token, calls the API, refreshes and signs out', async () => {
    const browser = new Browser();
    const { code, verifier } = await signIn(browser, site, EMAIL, PASSWORD);
    const tokens = await redeem(site, code, verifier);
    expect(tokens.status).toBe(200);
    expect(decodeJwt(tokens.body.access_token!).iss).toBe(site.issuer);

    const accounts = await callApp(tokens.body.access_token!);
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json()).toEqual({ items: [], total: 0 });
    expect((await callApp(tokens.body.id_token!)).statusCode).toBe(401);
    const profile = await app.inject({
      method: 'POST',
      url: '/v1/account/user/sign-in',
      headers: { host: 'localhost:3998', authorization: `Bearer ${tokens.body.access_token}` },
      payload: { idToken: tokens.body.id_token },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      name: 'Rut Realm',
      email: EMAIL,
      firstName: 'Rut',
      lastName: 'Realm',
    });

    const refreshed = await refresh(site, tokens.body.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect((await callApp(refreshed.body.access_token!)).statusCode).toBe(200);

    const { answer } = await signOut(browser, site, tokens.body.id_token!, 'ut');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${site.appUrl}/main/?state=ut`);
    const afterSignOut = await refresh(site, refreshed.body.refresh_token!);
    expect(afterSignOut.status).toBe(400);
    expect(afterSignOut.body.error).toBe('invalid_grant');
  });
});
