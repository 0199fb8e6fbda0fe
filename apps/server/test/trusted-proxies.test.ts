import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ORDER_RATE_LIMIT } from '@syna/contracts/orders';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import { clientAddress, countRows } from './support/order-factories.ts';

let app: FastifyInstance;
let behindProxy: FastifyInstance;
let firm: { id: string };
let proxiedFirm: { id: string };

beforeAll(async () => {
  app = await createTestApp({ trustProxy: loadConfig({}).trustProxy });
  firm = await buildTenant(app, await buildUser(app));
  behindProxy = await createTestApp({ trustProxy: '10.0.0.5' });
  proxiedFirm = await buildTenant(behindProxy, await buildUser(behindProxy));
});
afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
});

/** An (incomplete) order from `remoteAddress`, naming `forwardedFor` as the client. */
const orderFrom = (server: FastifyInstance, tenant: string, remoteAddress: string, forwardedFor: string) =>
  server.inject({
    method: 'POST',
    url: `/${tenant}/v1/vb/public/order`,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { privacyAccepted: true },
  });

describe('X-Forwarded-For', () => {
  it('is believed from no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('does not let a client on a private network dodge the order limit by naming others', async () => {
    for (let attempt = 0; attempt < PUBLIC_ORDER_RATE_LIMIT.max; attempt += 1) {
      expect((await orderFrom(app, firm.id, '10.1.2.3', clientAddress())).statusCode).toBe(400);
    }
    const limited = await orderFrom(app, firm.id, '10.1.2.3', clientAddress());
    expect(limited.statusCode).toBe(429);
    expect(await countRows(app, firm.id, 'orders')).toBe(0);
    // Another client of the same office network (its own connection address) is not affected.
    expect((await orderFrom(app, firm.id, '10.1.2.4', clientAddress())).statusCode).toBe(400);
  });

  it('is believed from the proxy TRUST_PROXY names, and from no other', async () => {
    for (let attempt = 0; attempt <= PUBLIC_ORDER_RATE_LIMIT.max; attempt += 1) {
      expect((await orderFrom(behindProxy, proxiedFirm.id, '10.0.0.5', clientAddress())).statusCode).toBe(
        400,
      );
    }
    for (let attempt = 0; attempt < PUBLIC_ORDER_RATE_LIMIT.max; attempt += 1) {
      expect((await orderFrom(behindProxy, proxiedFirm.id, '10.0.0.6', clientAddress())).statusCode).toBe(
        400,
      );
    }
    expect((await orderFrom(behindProxy, proxiedFirm.id, '10.0.0.6', clientAddress())).statusCode).toBe(429);
  });
});

describe('X-Forwarded-Host', () => {
  const discovery = (server: FastifyInstance, remoteAddress: string) =>
    server.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      remoteAddress,
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });

  it('does not change the addresses of the issuer’s discovery unless a trusted proxy sends it', async () => {
    const untrusted = await discovery(app, '127.0.0.1');
    expect(untrusted.statusCode).toBe(200);
    expect(untrusted.body).not.toContain('evil.example');
    const notTheProxy = await discovery(behindProxy, '10.0.0.6');
    expect(notTheProxy.statusCode).toBe(200);
    expect(notTheProxy.body).not.toContain('evil.example');
  });
});
