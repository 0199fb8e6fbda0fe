import { describe, expect, it } from 'vitest';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import type { EndpointRequest } from '@syna/contracts/endpoints/endpoint';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildCompany, buildPerson } from '../../../test/support/contact-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app);
  const viewer = await buildUser(app);
  const guest = await buildUser(app);
  const firm = await buildTenant(app, owner, {
    members: [
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  const otherFirm = await buildTenant(app, owner);
  // Created one after another, so that "newest first" has a known order.
  const builder = await buildCompany(as(owner), firm);
  const asa = await buildPerson(as(owner), firm, { companyName: 'Öbergs Förvaltning', tags: ['partner'] });
  const kalle = await buildPerson(as(owner), firm, {
    firstName: 'Kalle',
    middleName: null,
    lastName: 'Berg',
    number: null,
    phone: null,
    email: 'kalle_berg@example.se',
    tags: ['partner', 'bygg'],
  });
  const kalleX = await buildPerson(as(owner), firm, {
    firstName: 'Kalle',
    middleName: null,
    lastName: 'Xberg',
    number: null,
    phone: null,
    email: 'kallexberg@example.se',
  });
  const percent = await buildCompany(as(owner), firm, {
    companyName: 'Service 100% AB',
    number: null,
    phone: null,
    email: null,
    tags: [],
  });
  await buildCompany(as(owner), otherFirm, { tags: ['hemlig'] });
  return { app, as, owner, viewer, guest, firm, otherFirm, builder, asa, kalle, kalleX, percent };
});

type Search = EndpointRequest<typeof contactEndpoints.search>['body'];

/** Searches the firm's address book as `user`; answers the raw response. */
const search = (body: Search, user: TestUser = world.owner) =>
  world.as(user).send(contactEndpoints.search, { params: { tenant: world.firm.id }, body });

/** What the owner finds in an address book (the firm's unless told); fails the test unless the search succeeds. */
const find = (body: Search, book: { id: string } = world.firm) =>
  world.as(world.owner).ok(contactEndpoints.search, { params: { tenant: book.id }, body });

/** The names the owner finds in the firm's address book. */
async function names(body: Search): Promise<string[]> {
  return (await find(body)).items.map((contact) => contact.name);
}

describe('searching the address book', () => {
  it('lists the firm’s contacts by name with the total, and never another firm’s', async () => {
    const body = await find({});
    expect(body.total).toBe(5);
    expect(body.items.map((contact) => contact.id)).toEqual([
      world.kalle.id,
      world.kalleX.id,
      world.percent.id,
      world.builder.id,
      world.asa.id,
    ]);
    expect(body.items[3]).toEqual(
      Object.fromEntries(Object.entries(world.builder).filter(([key]) => !key.startsWith('relat'))),
    );
  });

  it('matches every word, case-insensitively, in name, e-mail and company name', async () => {
    expect(await names({ query: 'tegsbacken' })).toEqual(['Tegsbackens Bygg AB']);
    expect(await names({ query: 'BYGG  Tegsbackens' })).toEqual(['Tegsbackens Bygg AB']);
    expect(await names({ query: 'ÖBERG åsa' })).toEqual(['Åsa Maria Öberg']);
    expect(await names({ query: 'info@tegsbackensbygg' })).toEqual(['Tegsbackens Bygg AB']);
    expect(await names({ query: 'förvaltning' })).toEqual(['Åsa Maria Öberg']);
    expect(await names({ query: 'kalle' })).toEqual(['Kalle Berg', 'Kalle Xberg']);
    expect(await names({ query: 'kalle saknas' })).toEqual([]);
  });

  it('finds numbers and phone numbers with or without dashes and spaces', async () => {
    for (const query of ['556036-0793', '5560360793', '5560360', '6036-07']) {
      expect(await names({ query })).toEqual(['Tegsbackens Bygg AB']);
    }
    for (const query of ['811218-9876', '8112189876', '19811218', '0701234567', '070-123 45 67', '070 123']) {
      expect(await names({ query })).toEqual(['Åsa Maria Öberg']);
    }
  });

  it('takes %, _ and \\ in the query literally', async () => {
    expect(await names({ query: '100%' })).toEqual(['Service 100% AB']);
    expect(await names({ query: 'kalle_b' })).toEqual(['Kalle Berg']);
    expect(await names({ query: '%' })).toEqual(['Service 100% AB']);
    expect(await names({ query: '\\' })).toEqual([]);
  });

  it('filters by tags (all of them), partner and type', async () => {
    expect(await names({ tags: ['bygg'] })).toEqual(['Kalle Berg', 'Tegsbackens Bygg AB']);
    expect(await names({ tags: ['bygg', 'kund'] })).toEqual(['Tegsbackens Bygg AB']);
    expect(await names({ partner: true })).toEqual(['Kalle Berg', 'Åsa Maria Öberg']);
    expect(await names({ partner: true, tags: ['bygg'] })).toEqual(['Kalle Berg']);
    expect(await names({ partner: false })).toHaveLength(5);
    expect(await names({ type: 'person' })).toEqual(['Kalle Berg', 'Kalle Xberg', 'Åsa Maria Öberg']);
    expect(await names({ type: 'company', query: 'ab' })).toEqual(['Service 100% AB', 'Tegsbackens Bygg AB']);
    expect(await names({ tags: ['hemlig'] })).toEqual([]);
  });

  it('pages with the total of all matches, -1 meaning all, newest first on request', async () => {
    expect(await find({ pageSize: 5, page: 2 })).toEqual({ items: [], total: 5 });
    const firstOfTwo = await find({ type: 'person', pageSize: 5, sort: 'created' });
    expect(firstOfTwo.items.map((contact) => contact.id)).toEqual([
      world.kalleX.id,
      world.kalle.id,
      world.asa.id,
    ]);
    expect(firstOfTwo.total).toBe(3);
    const all = await find({ pageSize: -1 });
    expect(all.items).toHaveLength(5);
    expect(all.total).toBe(5);
    const newest = await find({ sort: 'created', pageSize: 5 });
    expect(newest.items.map((contact) => contact.id)).toEqual([
      world.percent.id,
      world.kalleX.id,
      world.kalle.id,
      world.asa.id,
      world.builder.id,
    ]);
  });

  it('counts all matches when a page is full', async () => {
    for (let index = 0; index < 6; index += 1) {
      await buildCompany(world.as(world.owner), world.otherFirm, {
        companyName: `Sida ${index} AB`,
        tags: [],
      });
    }
    const firstPage = await find({ query: 'sida', pageSize: 5, page: 1 }, world.otherFirm);
    expect(firstPage.items).toHaveLength(5);
    expect(firstPage.total).toBe(6);
    const secondPage = await find({ query: 'sida', pageSize: 5, page: 2 }, world.otherFirm);
    expect(secondPage.items.map((contact) => contact.name)).toEqual(['Sida 5 AB']);
    expect(secondPage.total).toBe(6);
  });

  it('answers 400 with field errors for a bad page size, page, type or query', async () => {
    const response = await search({
      pageSize: 7 as never,
      page: 0,
      type: 'robot' as never,
      query: 'x'.repeat(201),
      tags: [''],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'body.page',
      'body.pageSize',
      'body.query',
      'body.tags.0',
      'body.type',
    ]);
  });

  it('is open to readers (contacts.read) and closed to guests', async () => {
    expect((await search({}, world.viewer)).statusCode).toBe(200);
    expect((await search({}, world.guest)).statusCode).toBe(403);
  });
});

describe('the tags of the address book', () => {
  it('lists the distinct tags of the firm’s address book in order (not taken for an id)', async () => {
    const tags = await world
      .as(world.viewer)
      .ok(contactEndpoints.tags, { params: { tenant: world.firm.id } });
    expect(tags).toEqual({ items: ['bygg', 'kund', 'partner'], total: 3 });
    const byGuest = await world
      .as(world.guest)
      .send(contactEndpoints.tags, { params: { tenant: world.firm.id } });
    expect(byGuest.statusCode).toBe(403);
  });
});
