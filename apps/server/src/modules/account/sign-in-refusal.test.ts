import { describe, expect, it } from 'vitest';
import { SIGN_IN_REFUSAL_RATE_LIMIT } from '@syna/contracts/sign-in';
import { EMBEDDED_CLIENT_ID, DEFAULT_OIDC_SCOPES } from '../../config.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { captureLogs } from '../../../test/support/log-capture.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const ISSUER = 'http://127.0.0.1:4593/api/oidc';
const logs = captureLogs();

const world = useWorld(async () => {
  const app = await createTestApp({
    oidc: {
      kind: 'external',
      issuer: ISSUER,
      clientId: EMBEDDED_CLIENT_ID,
      audience: 'syna-api',
      scopes: DEFAULT_OIDC_SCOPES,
    },
    logLevel: 'warn',
    logStream: logs.stream,
  });
  return { app };
});

/** A report from the browser at `address`, not signed in. */
const report = (payload: unknown, address = '192.0.2.1') =>
  world.app.inject({
    method: 'POST',
    url: '/v1/account/sign-in-refusal',
    payload: payload as object,
    remoteAddress: address,
  });

const refusals = () => logs.entries().filter((entry) => entry.msg === 'sign-in refused by the issuer');

describe('a sign-in the issuer refused, reported by the staff app', () => {
  it('is logged at warn with the trusted issuer and the issuer’s error', async () => {
    const response = await report({ error: 'invalid_request', description: 'nonce required' });
    expect(response.statusCode).toBe(204);
    expect(refusals()).toEqual([
      expect.objectContaining({
        level: 40,
        issuer: ISSUER,
        error: 'invalid_request',
        description: 'nonce required',
      }),
    ]);
  });

  it('refuses a report without an error code, or with one no issuer sends, and logs nothing', async () => {
    const before = refusals().length;
    for (const payload of [
      {},
      { description: 'nonce required' },
      { error: '' },
      { error: 'x'.repeat(101) },
      { error: 'invalid_request"\n{"level":60}' },
      { error: 'invalid_request', description: 'x'.repeat(501) },
    ]) {
      const response = await report(payload, '192.0.2.2');
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(refusals()).toHaveLength(before);
  });

  it('refuses a body over its size with 413', async () => {
    const response = await report({ error: 'invalid_request', padding: 'x'.repeat(4096) }, '192.0.2.3');
    expect(response.statusCode).toBe(413);
  });

  it('takes a person’s retries, then answers 429 to an address that keeps reporting', async () => {
    const address = '192.0.2.4';
    for (let attempt = 0; attempt < SIGN_IN_REFUSAL_RATE_LIMIT.max; attempt += 1) {
      expect((await report({ error: 'access_denied' }, address)).statusCode).toBe(204);
    }
    const over = await report({ error: 'access_denied' }, address);
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toContain('application/problem+json');
    // Another address is not held back by it.
    expect((await report({ error: 'access_denied' }, '192.0.2.5')).statusCode).toBe(204);
  });
});
