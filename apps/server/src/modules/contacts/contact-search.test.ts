import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Contact, ContactDetail } from '@syna/contracts/contacts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { companyBody, personBody, postContact } from './contact-test-helpers.ts';

let app: FastifyInstance;
let owner: TestUser;
let viewer: TestUser;
let guest: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let builder: ContactDetail;
let asa: ContactDetail;
let kalle: ContactDetail;
let kalleX: ContactDetail;
let percent: ContactDetail;

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  viewer = await buildUser(app);
  guest = await buildUser(app);
  firm = await buildTenant(app, owner, {
    members: [
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  otherFirm = await buildTenant(app, owner);
  // Created one after another, so that "newest first" has a known order.
  builder = await postContact(app, firm.id, owner, companyBody());
  asa = await postContact(
    app,
    firm.id,
    owner,
    personBody({ companyName: 'Öbergs Förvaltning', tags: ['partner'] }),
  );
  kalle = await postContact(
    app,
    firm.id,
    owner,
    personBody({
      firstName: 'Kalle',
      middleName: null,
      lastName: 'Berg',
      number: null,
      phone: null,
      email: 'kalle_berg@example.se',
      tags: ['partner', 'bygg'],
    }),
  );
  kalleX = await postContact(
    app,
    firm.id,
    owner,
    personBody({
      firstName: 'Kalle',
      middleName: null,
      lastName: 'Xberg',
      number: null,
      phone: null,
      email: 'kallexberg@example.se',
    }),
  );
  percent = await postContact(
    app,
    firm.id,
    owner,
    companyBody({ companyName: 'Service 100% AB', number: null, phone: null, email: null, tags: [] }),
  );
  await postContact(app, otherFirm.id, owner, companyBody({ tags: ['hemlig'] }));
});
afterAll(async () => app?.close());

async function search(body: object, user: TestUser = owner) {
  const response = await app.inject({
    method: 'POST',
    url: `/${firm.id}/v1/contact/search`,
    headers: user.auth,
    payload: body,
  });
  return response;
}

async function names(body: object): Promise<string[]> {
  const response = await search(body);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Contact[] }>().items.map((contact) => contact.name);
}

describe('POST /{tenant}/v1/contact/search', () => {
  it('lists the firm’s contacts by name with the total, and never another firm’s', async () => {
    const response = await search({});
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Contact[]; total: number }>();
    expect(body.total).toBe(5);
    expect(body.items.map((contact) => contact.id)).toEqual([
      kalle.id,
      kalleX.id,
      percent.id,
      builder.id,
      asa.id,
    ]);
    expect(body.items[3]).toEqual(
      Object.fromEntries(Object.entries(builder).filter(([key]) => !key.startsWith('relat'))),
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
    const second = await search({ pageSize: 5, page: 2 });
    expect(second.json()).toEqual({ items: [], total: 5 });
    const firstOfTwo = await search({ type: 'person', pageSize: 5, sort: 'created' });
    expect(firstOfTwo.json().items.map((contact: Contact) => contact.id)).toEqual([
      kalleX.id,
      kalle.id,
      asa.id,
    ]);
    expect(firstOfTwo.json().total).toBe(3);
    const all = await search({ pageSize: -1 });
    expect(all.json().items).toHaveLength(5);
    expect(all.json().total).toBe(5);
    const newest = await search({ sort: 'created', pageSize: 5 });
    expect(newest.json().items.map((contact: Contact) => contact.id)).toEqual([
      percent.id,
      kalleX.id,
      kalle.id,
      asa.id,
      builder.id,
    ]);
  });

  it('counts all matches when a page is full', async () => {
    for (let index = 0; index < 6; index += 1) {
      await postContact(app, otherFirm.id, owner, companyBody({ companyName: `Sida ${index} AB`, tags: [] }));
    }
    const response = await app.inject({
      method: 'POST',
      url: `/${otherFirm.id}/v1/contact/search`,
      headers: owner.auth,
      payload: { query: 'sida', pageSize: 5, page: 1 },
    });
    expect(response.json().items).toHaveLength(5);
    expect(response.json().total).toBe(6);
    const secondPage = await app.inject({
      method: 'POST',
      url: `/${otherFirm.id}/v1/contact/search`,
      headers: owner.auth,
      payload: { query: 'sida', pageSize: 5, page: 2 },
    });
    expect(secondPage.json().items.map((contact: Contact) => contact.name)).toEqual(['Sida 5 AB']);
    expect(secondPage.json().total).toBe(6);
  });

  it('answers 400 with field errors for a bad page size, page, type or query', async () => {
    const response = await search({
      pageSize: 7,
      page: 0,
      type: 'robot',
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
    expect((await search({}, viewer)).statusCode).toBe(200);
    expect((await search({}, guest)).statusCode).toBe(403);
  });
});

describe('GET /{tenant}/v1/contact/tags', () => {
  it('lists the distinct tags of the firm’s address book in order (not taken for an id)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/contact/tags`,
      headers: viewer.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: ['bygg', 'kund', 'partner'], total: 3 });
    const byGuest = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/contact/tags`,
      headers: guest.auth,
    });
    expect(byGuest.statusCode).toBe(403);
  });
});
