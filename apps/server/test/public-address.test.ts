import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { clientConfigOf } from '../src/modules/account/index.ts';
import { queryRows } from '../src/platform/db/database.ts';
import { createTestApp, signAccessToken } from './support/test-app.ts';
import { buildUser, type TestUser } from './support/factories.ts';
import { cspSources } from './support/oidc-browser.ts';

const clientConfigAt = (app: FastifyInstance, headers: Record<string, string>, remoteAddress?: string) =>
  app.inject({
    method: 'GET',
    url: '/v1/client-config',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const discoveryAt = (app: FastifyInstance, host: string) =>
  app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host } });

describe('a local start (no PUBLIC_URL) at whatever address it is opened', () => {
  let app: FastifyInstance;
  let member: TestUser;

  beforeAll(async () => {
    app = await createTestApp({ publicUrl: 'http://localhost:3000', canonicalPublicUrl: false });
    member = await buildUser(app);
  });
  afterAll(async () => app?.close());

  it.each(['localhost:3000', '127.0.0.1:3000', '192.168.1.20:3000', '[::1]:3000'])(
    'points the staff app at the issuer on %s, which names itself there',
    async (host) => {
      const config = await clientConfigAt(app, { host });
      expect(config.statusCode).toBe(200);
      expect(config.json().oidc.authority).toBe(`http://${host}/oidc`);
      expect(cspSources(config.headers['content-security-policy'], 'connect-src')).toEqual([
        "'self'",
        'ws:',
        'wss:',
      ]);

      const discovery = await discoveryAt(app, host);
      expect(discovery.statusCode).toBe(200);
      expect(discovery.json()).toMatchObject({
        issuer: `http://${host}/oidc`,
        authorization_endpoint: `http://${host}/oidc/auth`,
        token_endpoint: `http://${host}/oidc/token`,
      });
    },
  );

  it('takes X-Forwarded-Host and -Proto only from a trusted proxy', async () => {
    const forwarded = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'syna.example.se',
      'x-forwarded-proto': 'https',
    };
    const viaProxy = await clientConfigAt(app, forwarded);
    expect(viaProxy.json().oidc.authority).toBe('https://syna.example.se/oidc');
    const fromAnyone = await clientConfigAt(app, forwarded, '203.0.113.9');
    expect(fromAnyone.json().oidc.authority).toBe('http://127.0.0.1:3000/oidc');
  });

  it('falls back to the configured address for a malformed host', async () => {
    const config = await clientConfigAt(app, { host: 'evil.example/path?' });
    expect(config.json().oidc.authority).toBe('http://localhost:3000/oidc');
  });

  it('accepts a token at the address its issuer named, and refuses it at others', async () => {
    const token = await signAccessToken(app, { sub: member.sub }, { issuer: 'http://127.0.0.1:3000/oidc' });
    const call = (host: string) =>
      app.inject({
        method: 'GET',
        url: '/v1/account/user/accounts',
        headers: { host, authorization: `Bearer ${token}` },
      });
    expect((await call('127.0.0.1:3000')).statusCode).toBe(200);
    expect((await call('localhost:3000')).statusCode).toBe(401);
    expect((await call('192.168.1.20:3000')).statusCode).toBe(401);
  });

  it('accepts a token issued at the configured address at any address', async () => {
    const token = await signAccessToken(app, { sub: member.sub }, { issuer: 'http://localhost:3000/oidc' });
    const response = await app.inject({
      method: 'GET',
      url: '/v1/account/user/accounts',
      headers: { host: '192.168.1.20:3000', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a production start: PUBLIC_URL is the one address', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ publicUrl: 'https://syna.example.se', canonicalPublicUrl: true });
  });
  afterAll(async () => app?.close());

  it('redirects another host to the same path on PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20', 'syna.example.se.evil.example']) {
      const response = await app.inject({
        method: 'GET',
        url: '/main/norrbesikt?vy=kalender',
        headers: { host },
      });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe('https://syna.example.se/main/norrbesikt?vy=kalender');
    }
    const discovery = await discoveryAt(app, '127.0.0.1:3000');
    expect(discovery.statusCode).toBe(308);
    expect(discovery.headers.location).toBe('https://syna.example.se/oidc/.well-known/openid-configuration');
  });

  it('redirects a write without running it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/account/organizations',
      headers: { host: '127.0.0.1:3000' },
      payload: { id: 'omdirigerad', name: 'Omdirigerad AB' },
    });
    expect(response.statusCode).toBe(308);
    const tenants = await app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT id FROM tenants WHERE id = 'omdirigerad'`),
    );
    expect(tenants).toEqual([]);
  });

  it('serves its own host, through a trusted proxy too, and health checks on any host', async () => {
    const direct = await clientConfigAt(app, { host: 'syna.example.se' });
    expect(direct.statusCode).toBe(200);
    expect(direct.json().oidc.authority).toBe('https://syna.example.se/oidc');
    const proxied = await clientConfigAt(app, {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'syna.example.se',
    });
    expect(proxied.statusCode).toBe(200);
    const discovery = await discoveryAt(app, 'syna.example.se');
    expect(discovery.json().issuer).toBe('https://syna.example.se/oidc');
    const health = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { host: '10.0.0.5:3000' },
    });
    expect(health.statusCode).toBe(200);
  });
});

describe('the address settings', () => {
  it('derives the address from requests unless PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '3100' })).toMatchObject({
      publicUrl: 'http://localhost:3100',
      canonicalPublicUrl: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://syna.example.se/' })).toMatchObject({
      publicUrl: 'https://syna.example.se',
      canonicalPublicUrl: true,
    });
  });

  it('requires PUBLIC_URL, and an audience for an external issuer, in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set/);
    const external = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://syna.example.se',
      OIDC_ISSUER: 'https://sso.example.se/realms/syna',
      OIDC_CLIENT_ID: 'syna-web',
    };
    expect(() => loadConfig(external)).toThrow(/OIDC_AUDIENCE must be set/);
    expect(loadConfig({ ...external, OIDC_AUDIENCE: 'syna-api' }).oidc).toMatchObject({
      audience: 'syna-api',
    });
  });

  it('asks for the scopes OIDC_SCOPES names', () => {
    const external = { OIDC_ISSUER: 'https://login.example/tenant/v2.0', OIDC_CLIENT_ID: 'c' };
    expect(loadConfig(external).oidc).toMatchObject({ scopes: 'openid profile email offline_access' });
    expect(
      loadConfig({ ...external, OIDC_SCOPES: 'openid profile email offline_access api://syna/.default' })
        .oidc,
    ).toMatchObject({ scopes: 'openid profile email offline_access api://syna/.default' });
  });

  it('gives the staff app the extra authorization parameters of OIDC_EXTRA_AUTH_PARAMS', () => {
    const external = { OIDC_ISSUER: 'http://127.0.0.1:4593/api/oidc', OIDC_CLIENT_ID: 'syna-web' };
    const withResource = loadConfig({
      ...external,
      OIDC_EXTRA_AUTH_PARAMS: 'resource=https%3A%2F%2Fsyna.example&audience=syna-api',
    });
    expect(clientConfigOf(withResource, 'https://syna.example').oidc.extraAuthParams).toEqual({
      resource: 'https://syna.example',
      audience: 'syna-api',
    });
    expect(clientConfigOf(loadConfig(external), 'https://syna.example').oidc.extraAuthParams).toEqual({});
    // The sign-in's own parameters stay the app's: a nonce or state from the environment would
    // be the same for every request.
    expect(() => loadConfig({ ...external, OIDC_EXTRA_AUTH_PARAMS: 'nonce=fixed' })).toThrow(/nonce/);
    expect(() => loadConfig({ ...external, OIDC_EXTRA_AUTH_PARAMS: 'resource=a&resource=b' })).toThrow(
      /twice/,
    );
  });
});
