import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { queryRows } from '../../platform/db/database.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildCompany, buildPerson } from '../../../test/support/contact-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app);
  const colleague = await buildUser(app);
  const viewer = await buildUser(app);
  const guest = await buildUser(app);
  const firm = await buildTenant(app, owner, {
    members: [
      { user: colleague, roles: ['user'] },
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  const otherFirm = await buildTenant(app, owner);
  const company = await buildCompany(as(owner), firm);
  const person = await buildPerson(as(owner), firm);
  const foreign = await buildCompany(as(owner), otherFirm, { companyName: 'Annan Firma AB' });
  return { app, as, owner, colleague, viewer, guest, firm, otherFirm, company, person, foreign };
});

/** A contact of a firm (the firm under test unless told), by id. */
const contactOf = (id: string, tenant = world.firm.id) => ({ params: { tenant, id } });

/** Marks or unmarks a contact as the user's favourite; answers the raw response. */
async function mark(user: TestUser, id: string, favorite: boolean, tenant = world.firm.id) {
  return world.as(user).send(contactEndpoints.setFavorite, { ...contactOf(id, tenant), body: { favorite } });
}

/** The names of the user's favourites in a firm; fails the test unless the list is served. */
async function favoriteNames(user: TestUser, tenant = world.firm.id): Promise<string[]> {
  const body = await world.as(user).ok(contactEndpoints.favorites, { params: { tenant } });
  expect(body.total).toBe(body.items.length);
  return body.items.map((contact) => contact.name);
}

async function favoriteRows() {
  return world.app.database.asSystem((tx) =>
    queryRows(tx, sql`SELECT tenant_id, user_id, contact_id FROM favorite_contacts ORDER BY 1, 2, 3`),
  );
}

describe('contact favourites', () => {
  it('are per user: marking adds, unmarking removes, and doing either twice changes nothing', async () => {
    expect(await favoriteNames(world.owner)).toEqual([]);
    expect((await mark(world.owner, world.person.id, true)).json()).toEqual({ favorite: true });
    expect((await mark(world.owner, world.person.id, true)).json()).toEqual({ favorite: true });
    expect((await mark(world.owner, world.company.id, true)).statusCode).toBe(200);
    expect(await favoriteNames(world.owner)).toEqual(['Tegsbackens Bygg AB', 'Åsa Maria Öberg']);
    expect(await favoriteNames(world.colleague)).toEqual([]);

    expect(
      await world.as(world.owner).ok(contactEndpoints.favoriteState, contactOf(world.person.id)),
    ).toEqual({
      favorite: true,
    });
    expect(
      await world.as(world.colleague).ok(contactEndpoints.favoriteState, contactOf(world.person.id)),
    ).toEqual({
      favorite: false,
    });

    expect((await mark(world.owner, world.person.id, false)).json()).toEqual({ favorite: false });
    expect((await mark(world.owner, world.person.id, false)).json()).toEqual({ favorite: false });
    expect(await favoriteNames(world.owner)).toEqual(['Tegsbackens Bygg AB']);
  });

  it('are per firm: a favourite in one firm is not one in another', async () => {
    expect((await mark(world.owner, world.foreign.id, true, world.otherFirm.id)).statusCode).toBe(200);
    expect(await favoriteNames(world.owner, world.otherFirm.id)).toEqual(['Annan Firma AB']);
    expect(await favoriteNames(world.owner)).not.toContain('Annan Firma AB');
  });

  it('answer 404 for another firm’s contact or an unknown one, and store nothing', async () => {
    const before = await favoriteRows();
    expect((await mark(world.owner, world.foreign.id, true)).statusCode).toBe(404);
    expect((await mark(world.owner, world.foreign.id, false)).statusCode).toBe(404);
    const state = await world
      .as(world.owner)
      .send(contactEndpoints.favoriteState, contactOf(world.foreign.id));
    expect(state.statusCode).toBe(404);
    expect((await mark(world.owner, 'c3a7f3de-2b1e-4f7a-8d55-0f4a1b2c3d4e', true)).statusCode).toBe(404);
    expect(await favoriteRows()).toEqual(before);
  });

  it('answer 400 for a malformed id or body, and store nothing', async () => {
    const before = await favoriteRows();
    const malformedId = await mark(world.owner, 'inte-ett-id', true);
    expect(malformedId.statusCode).toBe(400);
    expect(malformedId.json().errors).toEqual({ 'params.id': ['Ogiltigt kontakt-id'] });
    const malformedBody = await world.as(world.owner).send(contactEndpoints.setFavorite, {
      ...contactOf(world.person.id),
      body: { favorite: 'ja' as never },
    });
    expect(malformedBody.statusCode).toBe(400);
    expect(Object.keys(malformedBody.json().errors)).toEqual(['body.favorite']);
    expect(await favoriteRows()).toEqual(before);
  });

  it('take reading rights only: a viewer may keep favourites, a guest may not', async () => {
    expect((await mark(world.viewer, world.company.id, true)).statusCode).toBe(200);
    expect(await favoriteNames(world.viewer)).toEqual(['Tegsbackens Bygg AB']);
    expect((await mark(world.guest, world.company.id, true)).statusCode).toBe(403);
    const list = await world
      .as(world.guest)
      .send(contactEndpoints.favorites, { params: { tenant: world.firm.id } });
    expect(list.statusCode).toBe(403);
  });

  it('are listed on their own, the list not taken for a contact id', async () => {
    const list = await world
      .as(world.owner)
      .ok(contactEndpoints.favorites, { params: { tenant: world.firm.id } });
    expect(list).toHaveProperty('items');
    const contact = await world.as(world.owner).ok(contactEndpoints.get, contactOf(world.company.id));
    expect(contact.id).toBe(world.company.id);
  });
});
