import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { MAX_ORGANIZATIONS_PER_USER, RESERVED_TENANT_IDS } from '@syna/contracts/tenant';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const founder = await buildUser(app, { name: 'Frida Grundare', email: 'frida@example.se' });
  const other = await buildUser(app);
  await buildTenant(app, other, { id: 'upptagen-firma', name: 'Upptagen Firma AB' });
  return { app, as, founder, other };
});

const accountsOf = (user: TestUser) => world.as(user).ok(accountEndpoints.accounts, {});
const createOrganization = (body: { id: string; name?: string; email?: string }) =>
  world
    .as(world.founder)
    .send(accountEndpoints.createOrganization, { body: body as { id: string; name: string } });
const initialData = (tenant: string, user: TestUser) =>
  world.as(user).ok(profileEndpoints.initialData, { params: { tenant } });

const createAs = (user: TestUser, id: string, headers: Record<string, string> = {}) =>
  world.as(user).send(accountEndpoints.createOrganization, { body: { id, name: 'Ny Firma AB' } }, headers);

describe('organisations of the caller', () => {
  it('starts with none for a new user', async () => {
    expect(await accountsOf(world.founder)).toEqual({ items: [], total: 0 });
  });

  it('creates an organisation with the caller as owner and the caller’s e-mail by default', async () => {
    const created = await createOrganization({ id: 'fridas-besiktning', name: 'Fridas Besiktning AB' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      tenant: { id: 'fridas-besiktning', name: 'Fridas Besiktning AB' },
      name: 'Frida Grundare',
      roles: ['owner'],
    });
    expect((await accountsOf(world.founder)).total).toBe(1);
    const initial = await initialData('fridas-besiktning', world.founder);
    expect(initial.tenant.email).toBe('frida@example.se');
    expect(initial.roles).toEqual(['owner']);
    expect(initial.permissions).toEqual(['*']);
  });

  it('answers 409 for a taken id and creates nothing', async () => {
    const taken = await createOrganization({ id: 'upptagen-firma', name: 'Kapning AB' });
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['content-type']).toContain('application/problem+json');
    expect((await accountsOf(world.founder)).total).toBe(1);
    expect((await initialData('upptagen-firma', world.other)).tenant.name).toBe('Upptagen Firma AB');
  });

  it('refuses a malformed id or missing name with field errors', async () => {
    const response = await createOrganization({ id: 'Ogiltigt ID!', email: 'inte-en-adress' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['body.id', 'body.name', 'body.email']),
    );
    expect((await accountsOf(world.founder)).total).toBe(1);
  });

  it('refuses every reserved id with a field error and creates nothing', async () => {
    for (const id of RESERVED_TENANT_IDS) {
      const response = await createAs(world.founder, id, { 'accept-language': 'en' });
      expect(response.statusCode, id).toBe(400);
      // Two-letter ids such as `v1` are also too short for the pattern; the reason is given either way.
      expect(Object.keys(response.json().errors), id).toEqual(['body.id']);
      expect(response.json().errors['body.id'], id).toContain('The id is reserved, choose another');
    }
    expect((await accountsOf(world.founder)).total).toBe(1);
  });

  it('lets one user create a limited number of organisations', async () => {
    const busy = await buildUser(world.app);
    for (let index = 0; index < MAX_ORGANIZATIONS_PER_USER; index++) {
      expect((await createAs(busy, `firma-nummer-${index}`)).statusCode).toBe(201);
    }
    const oneMore = await createAs(busy, 'en-firma-till');
    expect(oneMore.statusCode).toBe(403);
    expect(oneMore.json().detail).toBe(`Du kan skapa högst ${MAX_ORGANIZATIONS_PER_USER} organisationer`);
    // The problem names its message by key, and words it in the language the request asks for.
    const inEnglish = await createAs(busy, 'en-firma-till', { 'accept-language': 'en' });
    expect(inEnglish.json()).toMatchObject({
      key: 'organisation.tooManyOrganisations',
      detail: `You can create at most ${MAX_ORGANIZATIONS_PER_USER} organisations`,
    });
    expect((await accountsOf(busy)).total).toBe(MAX_ORGANIZATIONS_PER_USER);
    const taken = await world.app.inject({ method: 'GET', url: '/en-firma-till/v1/vb', headers: busy.auth });
    expect(taken.statusCode).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const response = await world.as(null).send(accountEndpoints.accounts, {});
    expect(response.statusCode).toBe(401);
  });
});
