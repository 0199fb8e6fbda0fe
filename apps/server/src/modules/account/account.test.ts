import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let founder: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  founder = await buildUser(app, { name: 'Frida Grundare', email: 'frida@example.se' });
  other = await buildUser(app);
  await buildTenant(app, other, { id: 'upptagen-firma', name: 'Upptagen Firma AB' });
});
afterAll(async () => app?.close());

const accountsOf = (user: TestUser) => as(user).ok(accountEndpoints.accounts, {});
const createOrganization = (body: { id: string; name?: string; email?: string }) =>
  as(founder).send(accountEndpoints.createOrganization, { body: body as { id: string; name: string } });
const initialData = (tenant: string, user: TestUser) =>
  as(user).ok(profileEndpoints.initialData, { params: { tenant } });

describe('organisations of the caller', () => {
  it('starts with none for a new user', async () => {
    expect(await accountsOf(founder)).toEqual({ items: [], total: 0 });
  });

  it('creates an organisation with the caller as owner and the caller’s e-mail by default', async () => {
    const created = await createOrganization({ id: 'fridas-besiktning', name: 'Fridas Besiktning AB' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      tenant: { id: 'fridas-besiktning', name: 'Fridas Besiktning AB' },
      name: 'Frida Grundare',
      roles: ['owner'],
    });
    expect((await accountsOf(founder)).total).toBe(1);
    const initial = await initialData('fridas-besiktning', founder);
    expect(initial.tenant.email).toBe('frida@example.se');
    expect(initial.roles).toEqual(['owner']);
    expect(initial.permissions).toEqual(['*']);
  });

  it('answers 409 for a taken id and creates nothing', async () => {
    const taken = await createOrganization({ id: 'upptagen-firma', name: 'Kapning AB' });
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['content-type']).toContain('application/problem+json');
    expect((await accountsOf(founder)).total).toBe(1);
    expect((await initialData('upptagen-firma', other)).tenant.name).toBe('Upptagen Firma AB');
  });

  it('refuses a malformed id or missing name with field errors', async () => {
    const response = await createOrganization({ id: 'Ogiltigt ID!', email: 'inte-en-adress' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['body.id', 'body.name', 'body.email']),
    );
    expect((await accountsOf(founder)).total).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    const response = await as(null).send(accountEndpoints.accounts, {});
    expect(response.statusCode).toBe(401);
  });
});
