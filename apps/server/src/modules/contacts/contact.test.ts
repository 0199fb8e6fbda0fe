import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ContactDetail } from '@syna/contracts/contacts';
import { queryRows } from '../../platform/db/database.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { companyBody, personBody, postContact, storedContacts } from './contact-test-helpers.ts';

let app: FastifyInstance;
let owner: TestUser;
let worker: TestUser;
let viewer: TestUser;
let guest: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let foreignContact: ContactDetail;

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app, { name: 'Olivia Ek' });
  worker = await buildUser(app, { name: 'Ulla Ström' });
  viewer = await buildUser(app, { name: 'Vera Läsare' });
  guest = await buildUser(app, { name: 'Gustav Gäst' });
  firm = await buildTenant(app, owner, {
    members: [
      { user: worker, roles: ['user'] },
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  // The owner belongs to both firms: only the path decides which address book a call reaches.
  otherFirm = await buildTenant(app, owner);
  foreignContact = await postContact(
    app,
    otherFirm.id,
    owner,
    companyBody({ companyName: 'Annan Firma AB' }),
  );
});
afterAll(async () => app?.close());

const contactUrl = (id?: string) => `/${firm.id}/v1/contact${id ? `/${id}` : ''}`;

describe('POST /{tenant}/v1/contact', () => {
  it('creates a company: name from the company name, number and postal codes normalised', async () => {
    const created = await postContact(app, firm.id, worker, companyBody());
    expect(created).toMatchObject({
      type: 'company',
      name: 'Tegsbackens Bygg AB',
      companyName: 'Tegsbackens Bygg AB',
      number: '556036-0793',
      email: 'info@tegsbackensbygg.se',
      phone: '090-12 34 56',
      web: 'https://www.tegsbackensbygg.se',
      social: [{ kind: 'LinkedIn', url: 'https://www.linkedin.com/company/tegsbacken' }],
      tags: ['kund', 'bygg'],
      firstName: null,
      relations: [],
      relatedFrom: [],
    });
    expect(created.addresses).toEqual({
      postal: { address: 'Box 123', postalCode: '903 25', city: 'Umeå', region: null, country: 'SE' },
      // No country: taken as Swedish, so the postal code is checked and normalised too.
      visit: { address: 'Storgatan 1', postalCode: '903 26', city: 'Umeå', region: null, country: null },
      delivery: null,
      invoice: null,
    });
    const fetched = await app.inject({ method: 'GET', url: contactUrl(created.id), headers: viewer.auth });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(created);
  });

  it('creates a person named by first, middle and last name, with the personnummer as YYYYMMDD-NNNN', async () => {
    const created = await postContact(app, firm.id, worker, personBody());
    expect(created).toMatchObject({
      type: 'person',
      name: 'Åsa Maria Öberg',
      number: '19811218-9876',
      sex: 'female',
      title: 'Fastighetsförvaltare',
      companyName: null,
      addresses: { postal: null, visit: null, delivery: null, invoice: null },
      social: [],
      tags: [],
    });
  });

  it('accepts a samordningsnummer, a person with a last name only, and a sole trader’s personnummer', async () => {
    const coordinated = await postContact(
      app,
      firm.id,
      worker,
      personBody({ firstName: null, middleName: null, lastName: 'Nowak', number: '7010632391' }),
    );
    expect(coordinated).toMatchObject({ name: 'Nowak', number: '19701063-2391' });
    const soleTrader = await postContact(
      app,
      firm.id,
      worker,
      companyBody({ companyName: 'Öbergs Måleri', number: '640823-3234' }),
    );
    expect(soleTrader.number).toBe('19640823-3234');
  });

  it('stores blank fields and empty addresses as null, keeps foreign postal codes, ignores a sent name', async () => {
    const created = await postContact(app, firm.id, worker, {
      ...companyBody({
        email: '  ',
        phone: '',
        number: '',
        web: '',
        description: '   ',
        addresses: {
          postal: { address: ' ', postalCode: '', city: null },
          invoice: { address: 'Karl Johans gate 1', postalCode: '0154', city: 'Oslo', country: 'NO' },
        },
        tags: [' kund ', 'kund', 'bygg'],
      }),
      name: 'Påhittat namn',
    } as never);
    expect(created).toMatchObject({
      name: 'Tegsbackens Bygg AB',
      email: null,
      phone: null,
      number: null,
      web: null,
      description: null,
      tags: ['kund', 'bygg'],
      addresses: {
        postal: null,
        visit: null,
        delivery: null,
        invoice: {
          address: 'Karl Johans gate 1',
          postalCode: '0154',
          city: 'Oslo',
          region: null,
          country: 'NO',
        },
      },
    });
  });

  it('answers 400 with a field error for each bad value, and writes nothing', async () => {
    const before = await storedContacts(app, firm.id);
    const response = await app.inject({
      method: 'POST',
      url: contactUrl(),
      headers: worker.auth,
      payload: personBody({
        firstName: '',
        lastName: ' ',
        middleName: null,
        number: '811218-9875',
        email: 'inte-en-adress',
        phone: 'ring mig',
        sex: 'okänt' as never,
        web: 'javascript:alert(1)',
        social: [{ kind: 'Facebook', url: 'ftp://example.se' }],
        addresses: {
          postal: { postalCode: '1234', country: 'SE' },
          visit: { country: 'XX' as never },
        },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.firstName': ['Ange förnamn eller efternamn'],
      'body.number': ['Ogiltigt personnummer'],
      'body.email': ['Ogiltig e-postadress'],
      'body.phone': ['Ogiltigt telefonnummer'],
      'body.sex': ['Ogiltigt kön'],
      'body.web': ['Ogiltig webbadress'],
      'body.social.0.url': ['Ogiltig webbadress'],
      'body.addresses.postal.postalCode': ['Ogiltigt postnummer'],
      'body.addresses.visit.country': [expect.any(String)],
    });
    expect(await storedContacts(app, firm.id)).toEqual(before);
  });

  it('checks a company’s number as an organisationsnummer and requires its name and a type', async () => {
    const before = await storedContacts(app, firm.id);
    const badNumber = await app.inject({
      method: 'POST',
      url: contactUrl(),
      headers: worker.auth,
      payload: companyBody({ number: '556036-0794' }),
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors).toEqual({ 'body.number': ['Ogiltigt organisationsnummer'] });
    const noName = await app.inject({
      method: 'POST',
      url: contactUrl(),
      headers: worker.auth,
      payload: companyBody({ companyName: ' ' }),
    });
    expect(noName.json().errors).toEqual({ 'body.companyName': ['Ange företagsnamn'] });
    const noType = await app.inject({
      method: 'POST',
      url: contactUrl(),
      headers: worker.auth,
      payload: { companyName: 'Utan typ AB' },
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors).toEqual({ 'body.type': ['Ange typ: company eller person'] });
    expect(await storedContacts(app, firm.id)).toEqual(before);
  });

  it('needs contacts.write: a viewer is refused, and a guest may not even read', async () => {
    const byViewer = await app.inject({
      method: 'POST',
      url: contactUrl(),
      headers: viewer.auth,
      payload: companyBody(),
    });
    expect(byViewer.statusCode).toBe(403);
    const byGuest = await app.inject({
      method: 'GET',
      url: contactUrl(foreignContact.id),
      headers: guest.auth,
    });
    expect(byGuest.statusCode).toBe(403);
  });
});

describe('GET /{tenant}/v1/contact/{id}', () => {
  it('answers 404 for an unknown id and for another firm’s contact, 400 for a malformed id', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: contactUrl('7f1c1d0e-0000-4000-8000-000000000000'),
      headers: owner.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Kontakten finns inte');
    const foreign = await app.inject({
      method: 'GET',
      url: contactUrl(foreignContact.id),
      headers: owner.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Annan Firma');
    const malformed = await app.inject({
      method: 'GET',
      url: contactUrl('inte-ett-id'),
      headers: owner.auth,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ 'params.id': ['Ogiltigt kontakt-id'] });
  });
});

describe('PUT /{tenant}/v1/contact/{id}', () => {
  it('replaces every editable field: what is left out is cleared, and the name follows', async () => {
    const created = await postContact(app, firm.id, worker, personBody({ tags: ['kund'] }));
    const response = await app.inject({
      method: 'PUT',
      url: contactUrl(created.id),
      headers: worker.auth,
      payload: { type: 'company', companyName: 'Öbergs Förvaltning AB', number: '16556036-0793' },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<ContactDetail>();
    expect(updated).toMatchObject({
      id: created.id,
      type: 'company',
      name: 'Öbergs Förvaltning AB',
      number: '556036-0793',
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      sex: null,
      tags: [],
      created: created.created,
    });
    expect(Date.parse(updated.updated)).toBeGreaterThanOrEqual(Date.parse(created.updated));
    const fetched = await app.inject({ method: 'GET', url: contactUrl(created.id), headers: worker.auth });
    expect(fetched.json()).toEqual(updated);
  });

  it('answers 400 for bad input and leaves the contact as it was', async () => {
    const created = await postContact(app, firm.id, worker, personBody());
    const before = await storedContacts(app, firm.id);
    const response = await app.inject({
      method: 'PUT',
      url: contactUrl(created.id),
      headers: worker.auth,
      payload: personBody({ number: '19811218-9877', email: 'asa@' }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['body.email', 'body.number']);
    expect(await storedContacts(app, firm.id)).toEqual(before);
  });

  it('answers 404 for another firm’s contact and leaves it unchanged', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: contactUrl(foreignContact.id),
      headers: owner.auth,
      payload: companyBody({ companyName: 'Kapad AB' }),
    });
    expect(response.statusCode).toBe(404);
    const [stored] = await storedContacts(app, otherFirm.id);
    expect(stored).toMatchObject({ name: 'Annan Firma AB' });
  });

  it('needs contacts.write', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: contactUrl(foreignContact.id),
      headers: viewer.auth,
      payload: companyBody(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /{tenant}/v1/contact/{id}', () => {
  const insertUse = (statement: ReturnType<typeof sql>) =>
    app.database.asSystem((tx) => queryRows<{ id: string }>(tx, statement));

  it('deletes a contact nobody uses, with its relations and favourites', async () => {
    const doomed = await postContact(app, firm.id, worker, personBody());
    const colleague = await postContact(app, firm.id, worker, personBody({ firstName: 'Kalle' }));
    await app.inject({
      method: 'PUT',
      url: contactUrl(`${colleague.id}/relations`),
      headers: worker.auth,
      payload: { items: [{ contactId: doomed.id, kind: 'kollega' }] },
    });
    await app.inject({
      method: 'PUT',
      url: `/${firm.id}/v1/contact/favorites/${doomed.id}`,
      headers: worker.auth,
      payload: { favorite: true },
    });
    const response = await app.inject({ method: 'DELETE', url: contactUrl(doomed.id), headers: worker.auth });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const gone = await app.inject({ method: 'GET', url: contactUrl(doomed.id), headers: worker.auth });
    expect(gone.statusCode).toBe(404);
    const left = await app.inject({ method: 'GET', url: contactUrl(colleague.id), headers: worker.auth });
    expect(left.json().relations).toEqual([]);
    const favorites = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/contact/favorites`,
      headers: worker.auth,
    });
    expect(favorites.json()).toEqual({ items: [], total: 0 });
  });

  it('refuses (409) to delete the customer of an inspection or a project, or a contact on an inspection', async () => {
    const customer = await postContact(app, firm.id, worker, companyBody({ companyName: 'Kund AB' }));
    const onSite = await postContact(app, firm.id, worker, personBody({ firstName: 'Pia' }));
    const projectCustomer = await postContact(
      app,
      firm.id,
      worker,
      companyBody({ companyName: 'Projekt AB' }),
    );
    const [inspection] = await insertUse(
      sql`INSERT INTO inspections (tenant_id, number, customer_id)
          VALUES (${firm.id}, 'U-2026-001', ${customer.id}) RETURNING id`,
    );
    await insertUse(
      sql`INSERT INTO inspection_contacts (tenant_id, inspection_id, contact_id)
          VALUES (${firm.id}, ${inspection!.id}, ${onSite.id}) RETURNING id`,
    );
    await insertUse(
      sql`INSERT INTO projects (tenant_id, name, customer_id)
          VALUES (${firm.id}, 'Tegsbacken etapp 2', ${projectCustomer.id}) RETURNING id`,
    );
    const cases = [
      [customer, 'Kontakten används i 1 uppdrag och kan inte tas bort'],
      [onSite, 'Kontakten används i 1 uppdrag och kan inte tas bort'],
      [projectCustomer, 'Kontakten används i 1 projekt och kan inte tas bort'],
    ] as const;
    for (const [contact, detail] of cases) {
      const response = await app.inject({
        method: 'DELETE',
        url: contactUrl(contact.id),
        headers: worker.auth,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(detail);
      const still = await app.inject({ method: 'GET', url: contactUrl(contact.id), headers: worker.auth });
      expect(still.statusCode).toBe(200);
    }
  });

  it('answers 404 for another firm’s contact and 403 without contacts.write', async () => {
    const foreign = await app.inject({
      method: 'DELETE',
      url: contactUrl(foreignContact.id),
      headers: owner.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await storedContacts(app, otherFirm.id)).toHaveLength(1);
    const byViewer = await app.inject({
      method: 'DELETE',
      url: contactUrl(foreignContact.id),
      headers: viewer.auth,
    });
    expect(byViewer.statusCode).toBe(403);
  });
});

describe('API document', () => {
  it('describes the contact service with its named schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, object>; components: { schemas: object } }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/{tenant}/v1/contact/search',
        '/{tenant}/v1/contact/{id}',
        '/{tenant}/v1/contact/{id}/relations',
        '/{tenant}/v1/contact/favorites/{id}',
        '/{tenant}/v1/contact/tags',
      ]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Contact', 'ContactDetail', 'ContactData', 'ContactSearch', 'FavoriteState']),
    );
  });
});
