import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import { Writable } from 'node:stream';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { callerFactory } from './support/api-client.ts';
import { createTestApp, signAccessToken } from './support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';

let app: FastifyInstance;
let member: TestUser;
let firm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  member = await buildUser(app);
  firm = await buildTenant(app, member);
});
afterAll(async () => app?.close());

/** Reads the firm's initial data with the given headers only (no signed-in user of the kit). */
const callWithHeaders = (headers: Record<string, string>) =>
  callerFactory(app)(null).send(profileEndpoints.initialData, { params: { tenant: firm.id } }, headers);
const callWith = (authorization?: string) => callWithHeaders(authorization ? { authorization } : {});

describe('access tokens', () => {
  it('accepts a valid token from the header and from the JWT cookie', async () => {
    expect((await callWith(member.auth.authorization)).statusCode).toBe(200);
    const viaCookie = await callWithHeaders({ cookie: `JWT=${member.token}` });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('answers 401 problem+json without a token', async () => {
    const response = await callWith();
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 401 for an expired token', async () => {
    const token = await signAccessToken(app, { sub: member.sub }, { expiresInSeconds: -60 });
    expect((await callWith(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('answers 401 for a tampered token', async () => {
    const [header, payload, signature] = member.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect((await callWith(`Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token from another issuer, for another audience, or signed by another key', async () => {
    const wrongIssuer = await signAccessToken(
      app,
      { sub: member.sub },
      { issuer: 'https://evil.example/oidc' },
    );
    expect((await callWith(`Bearer ${wrongIssuer}`)).statusCode).toBe(401);
    const wrongAudience = await signAccessToken(app, { sub: member.sub }, { audience: 'urn:other:api' });
    expect((await callWith(`Bearer ${wrongAudience}`)).statusCode).toBe(401);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const strangerKey = { ...(await exportJWK(privateKey)), kid: app.signingKeys.privateJwks[0]!.kid };
    const wrongKey = await signAccessToken(app, { sub: member.sub }, { key: strangerKey });
    expect((await callWith(`Bearer ${wrongKey}`)).statusCode).toBe(401);
  });

  it('answers 401 for garbage in the header', async () => {
    expect((await callWith('Bearer not-a-jwt')).statusCode).toBe(401);
    expect((await callWith('Basic dXNlcjpwYXNz')).statusCode).toBe(401);
  });

  it('never writes the token into the log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({ logLevel: 'info', logStream });
    try {
      const user = await buildUser(logged);
      await callerFactory(logged)(user).send(accountEndpoints.accounts, {});
      expect(lines.join('')).toContain('/v1/account/user/accounts');
      expect(lines.join('')).not.toContain(user.token);
    } finally {
      await logged.close();
    }
  });
});
