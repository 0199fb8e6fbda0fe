import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Contact, ContactDetail } from '@syna/contracts/contacts';
import { queryRows } from '../../platform/db/database.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { companyBody, personBody, postContact } from './contact-test-helpers.ts';

let app: FastifyInstance;
let owner: TestUser;
let colleague: TestUser;
let viewer: TestUser;
let guest: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let company: ContactDetail;
let person: ContactDetail;
let foreign: ContactDetail;

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  colleague = await buildUser(app);
  viewer = await buildUser(app);
  guest = await buildUser(app);
  firm = await buildTenant(app, owner, {
    members: [
      { user: colleague, roles: ['user'] },
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  otherFirm = await buildTenant(app, owner);
  company = await postContact(app, firm.id, owner, companyBody());
  person = await postContact(app, firm.id, owner, personBody());
  foreign = await postContact(app, otherFirm.id, owner, companyBody({ companyName: 'Annan Firma AB' }));
});
afterAll(async () => app?.close());

const favoriteUrl = (id?: string, tenant = firm.id) => `/${tenant}/v1/contact/favorites${id ? `/${id}` : ''}`;

async function mark(user: TestUser, id: string, favorite: boolean, tenant = firm.id) {
  return app.inject({
    method: 'PUT',
    url: favoriteUrl(id, tenant),
    headers: user.auth,
    payload: { favorite },
  });
}

async function favoriteNames(user: TestUser, tenant = firm.id): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: favoriteUrl(undefined, tenant),
    headers: user.auth,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ items: Contact[]; total: number }>();
  expect(body.total).toBe(body.items.length);
  return body.items.map((contact) => contact.name);
}

async function favoriteRows() {
  return app.database.asSystem((tx) =>
    queryRows(tx, sql`SELECT tenant_id, user_id, contact_id FROM favorite_contacts ORDER BY 1, 2, 3`),
  );
}

describe('contact favourites', () => {
  it('are per user: marking adds, unmarking removes, and doing either twice changes nothing', async () => {
    expect(await favoriteNames(owner)).toEqual([]);
    expect((await mark(owner, person.id, true)).json()).toEqual({ favorite: true });
    expect((await mark(owner, person.id, true)).json()).toEqual({ favorite: true });
    expect((await mark(owner, company.id, true)).statusCode).toBe(200);
    expect(await favoriteNames(owner)).toEqual(['Tegsbackens Bygg AB', 'Åsa Maria Öberg']);
    expect(await favoriteNames(colleague)).toEqual([]);

    const state = await app.inject({ method: 'GET', url: favoriteUrl(person.id), headers: owner.auth });
    expect(state.json()).toEqual({ favorite: true });
    const colleagueState = await app.inject({
      method: 'GET',
      url: favoriteUrl(person.id),
      headers: colleague.auth,
    });
    expect(colleagueState.json()).toEqual({ favorite: false });

    expect((await mark(owner, person.id, false)).json()).toEqual({ favorite: false });
    expect((await mark(owner, person.id, false)).json()).toEqual({ favorite: false });
    expect(await favoriteNames(owner)).toEqual(['Tegsbackens Bygg AB']);
  });

  it('are per firm: a favourite in one firm is not one in another', async () => {
    expect((await mark(owner, foreign.id, true, otherFirm.id)).statusCode).toBe(200);
    expect(await favoriteNames(owner, otherFirm.id)).toEqual(['Annan Firma AB']);
    expect(await favoriteNames(owner)).not.toContain('Annan Firma AB');
  });

  it('answer 404 for another firm’s contact or an unknown one, and store nothing', async () => {
    const before = await favoriteRows();
    expect((await mark(owner, foreign.id, true)).statusCode).toBe(404);
    expect((await mark(owner, foreign.id, false)).statusCode).toBe(404);
    const state = await app.inject({ method: 'GET', url: favoriteUrl(foreign.id), headers: owner.auth });
    expect(state.statusCode).toBe(404);
    expect((await mark(owner, 'c3a7f3de-2b1e-4f7a-8d55-0f4a1b2c3d4e', true)).statusCode).toBe(404);
    expect(await favoriteRows()).toEqual(before);
  });

  it('answer 400 for a malformed id or body, and store nothing', async () => {
    const before = await favoriteRows();
    const malformedId = await mark(owner, 'inte-ett-id', true);
    expect(malformedId.statusCode).toBe(400);
    expect(malformedId.json().errors).toEqual({ 'params.id': ['Ogiltigt kontakt-id'] });
    const malformedBody = await app.inject({
      method: 'PUT',
      url: favoriteUrl(person.id),
      headers: owner.auth,
      payload: { favorite: 'ja' },
    });
    expect(malformedBody.statusCode).toBe(400);
    expect(Object.keys(malformedBody.json().errors)).toEqual(['body.favorite']);
    expect(await favoriteRows()).toEqual(before);
  });

  it('take reading rights only: a viewer may keep favourites, a guest may not', async () => {
    expect((await mark(viewer, company.id, true)).statusCode).toBe(200);
    expect(await favoriteNames(viewer)).toEqual(['Tegsbackens Bygg AB']);
    expect((await mark(guest, company.id, true)).statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: favoriteUrl(), headers: guest.auth });
    expect(list.statusCode).toBe(403);
  });

  it('are found at /contact/favorites, not taken for a contact id', async () => {
    const list = await app.inject({ method: 'GET', url: favoriteUrl(), headers: owner.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveProperty('items');
    const contact = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/contact/${company.id}`,
      headers: owner.auth,
    });
    expect(contact.json().id).toBe(company.id);
  });
});
