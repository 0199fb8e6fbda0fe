import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';

let app: FastifyInstance;
let founder: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  founder = await buildUser(app, { name: 'Frida Grundare', email: 'frida@example.se' });
  other = await buildUser(app);
  await buildTenant(app, other, { id: 'upptagen-firma', name: 'Upptagen Firma AB' });
});
afterAll(async () => app?.close());

const accountsOf = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/v1/account/user/accounts', headers: user.auth })).json();

describe('organisations of the caller', () => {
  it('starts with none for a new user', async () => {
    expect(await accountsOf(founder)).toEqual({ items: [], total: 0 });
  });

  it('creates an organisation with the caller as owner and the caller’s e-mail by default', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/v1/account/organizations',
      headers: founder.auth,
      payload: { id: 'fridas-besiktning', name: 'Fridas Besiktning AB' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      tenant: { id: 'fridas-besiktning', name: 'Fridas Besiktning AB' },
      name: 'Frida Grundare',
      roles: ['owner'],
    });
    expect((await accountsOf(founder)).total).toBe(1);
    const initial = await app.inject({
      method: 'GET',
      url: '/fridas-besiktning/v1/vb',
      headers: founder.auth,
    });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().tenant.email).toBe('frida@example.se');
    expect(initial.json().roles).toEqual(['owner']);
    expect(initial.json().permissions).toEqual(['*']);
  });

  it('answers 409 for a taken id and creates nothing', async () => {
    const taken = await app.inject({
      method: 'POST',
      url: '/v1/account/organizations',
      headers: founder.auth,
      payload: { id: 'upptagen-firma', name: 'Kapning AB' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['content-type']).toContain('application/problem+json');
    expect((await accountsOf(founder)).total).toBe(1);
    const stillOther = await app.inject({ method: 'GET', url: '/upptagen-firma/v1/vb', headers: other.auth });
    expect(stillOther.json().tenant.name).toBe('Upptagen Firma AB');
  });

  it('refuses a malformed id or missing name with field errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/account/organizations',
      headers: founder.auth,
      payload: { id: 'Ogiltigt ID!', email: 'inte-en-adress' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['body.id', 'body.name', 'body.email']),
    );
    expect((await accountsOf(founder)).total).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/account/user/accounts' });
    expect(response.statusCode).toBe(401);
  });
});
