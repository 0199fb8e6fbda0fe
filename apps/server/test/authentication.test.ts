import { describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair } from 'jose';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { callerFactory } from './support/api-client.ts';
import { createTestApp, signAccessToken } from './support/test-app.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import { captureLogs } from './support/log-capture.ts';
import { personBody, storedContacts } from './support/contact-factories.ts';
import { useWorld } from './support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const member = await buildUser(app);
  const firm = await buildTenant(app, member);
  return { app, member, firm };
});

/** Reads the firm's initial data with the given headers only (no signed-in user of the kit). */
const callWithHeaders = (headers: Record<string, string>) =>
  callerFactory(world.app)(null).send(
    profileEndpoints.initialData,
    { params: { tenant: world.firm.id } },
    headers,
  );
const callWith = (authorization?: string) => callWithHeaders(authorization ? { authorization } : {});

describe('access tokens', () => {
  it('accepts a valid token from the header and from the JWT cookie', async () => {
    expect((await callWith(world.member.auth.authorization)).statusCode).toBe(200);
    const viaCookie = await callWithHeaders({ cookie: `JWT=${world.member.token}` });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('answers 401 problem+json without a token', async () => {
    const response = await callWith();
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 401 for an expired token', async () => {
    const token = await signAccessToken(world.app, { sub: world.member.sub }, { expiresInSeconds: -60 });
    expect((await callWith(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('answers 401 once a token it accepted before expires', async () => {
    const token = await signAccessToken(world.app, { sub: world.member.sub }, { expiresInSeconds: 2 });
    expect((await callWith(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await callWith(`Bearer ${token}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await callWith(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('answers 401 for a tampered token', async () => {
    const [header, payload, signature] = world.member.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect((await callWith(`Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token from another issuer, for another audience, or signed by another key', async () => {
    const wrongIssuer = await signAccessToken(
      world.app,
      { sub: world.member.sub },
      { issuer: 'https://evil.example/oidc' },
    );
    expect((await callWith(`Bearer ${wrongIssuer}`)).statusCode).toBe(401);
    const wrongAudience = await signAccessToken(
      world.app,
      { sub: world.member.sub },
      { audience: 'urn:other:api' },
    );
    expect((await callWith(`Bearer ${wrongAudience}`)).statusCode).toBe(401);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const strangerKey = { ...(await exportJWK(privateKey)), kid: world.app.signingKeys.privateJwks[0]!.kid };
    const wrongKey = await signAccessToken(world.app, { sub: world.member.sub }, { key: strangerKey });
    expect((await callWith(`Bearer ${wrongKey}`)).statusCode).toBe(401);
  });

  it('answers 401 for garbage in the header', async () => {
    expect((await callWith('Bearer not-a-jwt')).statusCode).toBe(401);
    expect((await callWith('Basic dXNlcjpwYXNz')).statusCode).toBe(401);
  });

  it('never writes the token into the log', async () => {
    const { stream: logStream, lines } = captureLogs();
    // Requests are logged at debug (info is kept for the start, warnings and errors).
    const logged = await createTestApp({ logLevel: 'debug', logStream });
    try {
      const user = await buildUser(logged);
      await callerFactory(logged)(user).send(accountEndpoints.accounts, {});
      expect(lines.join('')).toContain('/v1/account/user/accounts');
      expect(lines.join('')).not.toContain(user.token);
    } finally {
      await logged.close();
    }
  });

  it('refuses an ID token (no `at+jwt` type) as a bearer, and changes nothing', async () => {
    const idToken = await signAccessToken(world.app, { sub: world.member.sub }, { typ: 'JWT' });
    expect((await callWith(`Bearer ${idToken}`)).statusCode).toBe(401);
    const create = await world.app.inject({
      method: 'POST',
      url: '/v1/account/organizations',
      headers: { authorization: `Bearer ${idToken}` },
      payload: { id: 'med-id-token', name: 'Med ID-token AB' },
    });
    expect(create.statusCode).toBe(401);
    const accounts = await world.app.inject({
      method: 'GET',
      url: '/v1/account/user/accounts',
      headers: world.member.auth,
    });
    expect(
      accounts.json<{ items: { tenant: { id: string } }[] }>().items.map((item) => item.tenant.id),
    ).toEqual([world.firm.id]);
  });

  it('logs every refused token at warn with its reason, never the token itself', async () => {
    const logs = captureLogs();
    const logged = await createTestApp({ logLevel: 'warn', logStream: logs.stream });
    try {
      const user = await buildUser(logged);
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const stranger = await exportJWK(privateKey);
      const realKid = logged.signingKeys.privateJwks[0]!.kid;
      const refused: [string, string][] = [
        [
          'wrong issuer',
          await signAccessToken(logged, { sub: user.sub }, { issuer: 'https://evil.example/oidc' }),
        ],
        ['wrong audience', await signAccessToken(logged, { sub: user.sub }, { audience: 'urn:other:api' })],
        ['expired', await signAccessToken(logged, { sub: user.sub }, { expiresInSeconds: -60 })],
        [
          'unknown key',
          await signAccessToken(logged, { sub: user.sub }, { key: { ...stranger, kid: 'okand-nyckel' } }),
        ],
        [
          'bad signature',
          await signAccessToken(logged, { sub: user.sub }, { key: { ...stranger, kid: realKid } }),
        ],
        ['not an access token', await signAccessToken(logged, { sub: user.sub }, { typ: 'JWT' })],
        ['malformed', 'inte.en.token'],
      ];
      for (const [, token] of refused) {
        const response = await logged.inject({
          method: 'GET',
          url: '/v1/account/user/accounts',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(401);
      }
      const warnings = logs.entries().filter((entry) => entry.msg === 'access token refused');
      expect(warnings.map((entry) => [entry.level, entry.reason])).toEqual(
        refused.map(([reason]) => [40, reason]),
      );
      for (const [, token] of refused) expect(logs.lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});

describe('the JWT cookie', () => {
  /** Adds a contact with the cookie alone, from the browser headers given. */
  const addContactByCookie = (headers: Record<string, string>) =>
    world.app.inject({
      method: 'POST',
      url: `/${world.firm.id}/v1/contact`,
      cookies: { JWT: world.member.token },
      headers: { host: 'syna.local:3000', ...headers },
      payload: personBody({ firstName: 'Kaka' }),
    });
  const contactCount = async () => (await storedContacts(world.app, world.firm.id)).length;

  it('never changes data by itself from another site, a missing origin or an opaque one', async () => {
    const before = await contactCount();
    const refusedHeaders: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://syna.local:3000.evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refusedHeaders) {
      const response = await addContactByCookie(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const organisation = await world.app.inject({
      method: 'POST',
      url: '/v1/account/organizations',
      cookies: { JWT: world.member.token },
      headers: { origin: 'https://evil.example' },
      payload: { id: 'kakans-firma', name: 'Kakans Firma AB' },
    });
    expect(organisation.statusCode).toBe(403);
    expect(await contactCount()).toBe(before);
    const accounts = await world.app.inject({
      method: 'GET',
      url: '/v1/account/user/accounts',
      headers: world.member.auth,
    });
    expect(accounts.json().total).toBe(1);
  });

  it('changes data from the server’s own pages: same origin, the public address, or Sec-Fetch-Site', async () => {
    const before = await contactCount();
    expect((await addContactByCookie({ origin: 'http://syna.local:3000' })).statusCode).toBe(201);
    // The public address (a proxy in front may have changed the Host header).
    expect((await addContactByCookie({ origin: world.app.config.publicUrl })).statusCode).toBe(201);
    expect((await addContactByCookie({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect(await contactCount()).toBe(before + 3);
  });

  it('still reads by itself (images, downloads), and the header token needs no origin', async () => {
    const read = await world.app.inject({
      method: 'GET',
      url: `/${world.firm.id}/v1/vb`,
      cookies: { JWT: world.member.token },
    });
    expect(read.statusCode).toBe(200);
    const viaHeader = await world.app.inject({
      method: 'POST',
      url: `/${world.firm.id}/v1/contact`,
      headers: { ...world.member.auth, origin: 'https://evil.example' },
      payload: personBody({ firstName: 'Bärare' }),
    });
    expect(viaHeader.statusCode).toBe(201);
  });
});
