import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ContactDetail } from '@syna/contracts/contacts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { queryRows } from '../../platform/db/database.ts';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildCompany, buildPerson } from './contact-test-helpers.ts';

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
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
  as = callerFactory(app);
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
  company = await buildCompany(as(owner), firm);
  person = await buildPerson(as(owner), firm);
  foreign = await buildCompany(as(owner), otherFirm, { companyName: 'Annan Firma AB' });
});
afterAll(async () => app?.close());

/** A contact of a firm (the firm under test unless told), by id. */
const contactOf = (id: string, tenant = firm.id) => ({ params: { tenant, id } });

/** Marks or unmarks a contact as the user's favourite; answers the raw response. */
async function mark(user: TestUser, id: string, favorite: boolean, tenant = firm.id) {
  return as(user).send(contactEndpoints.setFavorite, { ...contactOf(id, tenant), body: { favorite } });
}

/** The names of the user's favourites in a firm; fails the test unless the list is served. */
async function favoriteNames(user: TestUser, tenant = firm.id): Promise<string[]> {
  const body = await as(user).ok(contactEndpoints.favorites, { params: { tenant } });
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

    expect(await as(owner).ok(contactEndpoints.favoriteState, contactOf(person.id))).toEqual({
      favorite: true,
    });
    expect(await as(colleague).ok(contactEndpoints.favoriteState, contactOf(person.id))).toEqual({
      favorite: false,
    });

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
    const state = await as(owner).send(contactEndpoints.favoriteState, contactOf(foreign.id));
    expect(state.statusCode).toBe(404);
    expect((await mark(owner, 'c3a7f3de-2b1e-4f7a-8d55-0f4a1b2c3d4e', true)).statusCode).toBe(404);
    expect(await favoriteRows()).toEqual(before);
  });

  it('answer 400 for a malformed id or body, and store nothing', async () => {
    const before = await favoriteRows();
    const malformedId = await mark(owner, 'inte-ett-id', true);
    expect(malformedId.statusCode).toBe(400);
    expect(malformedId.json().errors).toEqual({ 'params.id': ['Ogiltigt kontakt-id'] });
    const malformedBody = await as(owner).send(contactEndpoints.setFavorite, {
      ...contactOf(person.id),
      body: { favorite: 'ja' as never },
    });
    expect(malformedBody.statusCode).toBe(400);
    expect(Object.keys(malformedBody.json().errors)).toEqual(['body.favorite']);
    expect(await favoriteRows()).toEqual(before);
  });

  it('take reading rights only: a viewer may keep favourites, a guest may not', async () => {
    expect((await mark(viewer, company.id, true)).statusCode).toBe(200);
    expect(await favoriteNames(viewer)).toEqual(['Tegsbackens Bygg AB']);
    expect((await mark(guest, company.id, true)).statusCode).toBe(403);
    const list = await as(guest).send(contactEndpoints.favorites, { params: { tenant: firm.id } });
    expect(list.statusCode).toBe(403);
  });

  it('are listed on their own, the list not taken for a contact id', async () => {
    const list = await as(owner).ok(contactEndpoints.favorites, { params: { tenant: firm.id } });
    expect(list).toHaveProperty('items');
    const contact = await as(owner).ok(contactEndpoints.get, contactOf(company.id));
    expect(contact.id).toBe(company.id);
  });
});
