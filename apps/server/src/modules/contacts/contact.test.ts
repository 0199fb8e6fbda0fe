import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ContactChangeBody, ContactInputBody } from '@syna/contracts/contacts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { queryRows } from '../../platform/db/database.ts';
import { apiDocument, callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import {
  buildCompany,
  buildContact,
  buildPerson,
  companyBody,
  personBody,
  storedContacts,
} from '../../../test/support/contact-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olivia Ek' });
  const worker = await buildUser(app, { name: 'Ulla Ström' });
  const viewer = await buildUser(app, { name: 'Vera Läsare' });
  const guest = await buildUser(app, { name: 'Gustav Gäst' });
  const firm = await buildTenant(app, owner, {
    members: [
      { user: worker, roles: ['user'] },
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  // The owner belongs to both firms: only the path decides which address book a call reaches.
  const otherFirm = await buildTenant(app, owner);
  const foreignContact = await buildCompany(as(owner), otherFirm, { companyName: 'Annan Firma AB' });
  return { app, as, owner, worker, viewer, guest, firm, otherFirm, foreignContact };
});

/** The address book of the firm under test. */
const inFirm = () => ({ params: { tenant: world.firm.id } });
/** One contact of the firm under test (or, by its id, of no firm or another one). */
const contact = (id: string) => ({ params: { tenant: world.firm.id, id } });

describe('adding a contact', () => {
  const create = (body: ContactInputBody) => buildContact(world.as(world.worker), world.firm, body);

  it('creates a company: name from the company name, number and postal codes normalised', async () => {
    const created = await create(companyBody());
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
    expect(await world.as(world.viewer).ok(contactEndpoints.get, contact(created.id))).toEqual(created);
  });

  it('creates a person named by first, middle and last name, with the personnummer as YYYYMMDD-NNNN', async () => {
    const created = await create(personBody());
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
    const coordinated = await create(
      personBody({ firstName: null, middleName: null, lastName: 'Nowak', number: '7010632391' }),
    );
    expect(coordinated).toMatchObject({ name: 'Nowak', number: '19701063-2391' });
    const soleTrader = await create(companyBody({ companyName: 'Öbergs Måleri', number: '640823-3234' }));
    expect(soleTrader.number).toBe('19640823-3234'); // The same number as a sole trader writes it in twelve digits, and one under a samordningsnummer.
    const twelveDigits = await create(companyBody({ companyName: 'Ek Bygg', number: '196408233234' }));
    expect(twelveDigits.number).toBe('19640823-3234');
    const coordinatedTrader = await create(
      companyBody({ companyName: 'Nowaks Bygg', number: '197906889972' }),
    );
    expect(coordinatedTrader.number).toBe('19790688-9972');
  });

  it('refuses serial number 000, which is never issued, for a person and a sole trader', async () => {
    for (const body of [
      personBody({ number: '20150916-0006' }),
      companyBody({ companyName: 'Noll AB', number: '201509160006' }),
    ]) {
      const response = await world.as(world.worker).send(contactEndpoints.create, { ...inFirm(), body });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['body.number']);
    }
  });

  it('stores blank fields and empty addresses as null, keeps foreign postal codes, ignores a sent name', async () => {
    const created = await create({
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
    const before = await storedContacts(world.app, world.firm.id);
    const response = await world.as(world.worker).send(contactEndpoints.create, {
      ...inFirm(),
      body: personBody({
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
    expect(await storedContacts(world.app, world.firm.id)).toEqual(before);
  });

  it('checks a company’s number as an organisationsnummer and requires its name and a type', async () => {
    const before = await storedContacts(world.app, world.firm.id);
    const badNumber = await world.as(world.worker).send(contactEndpoints.create, {
      ...inFirm(),
      body: companyBody({ number: '556036-0794' }),
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors).toEqual({ 'body.number': ['Ogiltigt organisationsnummer'] });
    const noName = await world.as(world.worker).send(contactEndpoints.create, {
      ...inFirm(),
      body: companyBody({ companyName: ' ' }),
    });
    expect(noName.json().errors).toEqual({ 'body.companyName': ['Ange företagsnamn'] });
    const noType = await world.as(world.worker).send(contactEndpoints.create, {
      ...inFirm(),
      body: { companyName: 'Utan typ AB' } as never,
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors).toEqual({ 'body.type': ['Ange typ: company eller person'] });
    expect(await storedContacts(world.app, world.firm.id)).toEqual(before);
  });

  it('needs contacts.write: a viewer is refused, and a guest may not even read', async () => {
    const byViewer = await world
      .as(world.viewer)
      .send(contactEndpoints.create, { ...inFirm(), body: companyBody() });
    expect(byViewer.statusCode).toBe(403);
    const byGuest = await world.as(world.guest).send(contactEndpoints.get, contact(world.foreignContact.id));
    expect(byGuest.statusCode).toBe(403);
  });
});

describe('reading a contact', () => {
  it('answers 404 for an unknown id and for another firm’s contact, 400 for a malformed id', async () => {
    const unknown = await world
      .as(world.owner)
      .send(contactEndpoints.get, contact('7f1c1d0e-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Kontakten finns inte');
    const foreign = await world.as(world.owner).send(contactEndpoints.get, contact(world.foreignContact.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Annan Firma');
    const malformed = await world.as(world.owner).send(contactEndpoints.get, contact('inte-ett-id'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ 'params.id': ['Ogiltigt kontakt-id'] });
  });
});

describe('changing a contact', () => {
  it('changes the fields the body names and keeps the others; the name follows', async () => {
    const created = await buildPerson(world.as(world.worker), world.firm, { tags: ['kund'] });
    const updated = await world.as(world.worker).ok(contactEndpoints.replace, {
      ...contact(created.id),
      body: { type: 'company', companyName: 'Öbergs Förvaltning AB', number: '16556036-0793' },
    });
    expect(updated).toMatchObject({
      id: created.id,
      type: 'company',
      name: 'Öbergs Förvaltning AB',
      number: '556036-0793',
      firstName: 'Åsa',
      email: created.email,
      phone: created.phone,
      addresses: created.addresses,
      tags: ['kund'],
      created: created.created,
    });
    expect(Date.parse(updated.updated)).toBeGreaterThanOrEqual(Date.parse(created.updated));
    expect(await world.as(world.worker).ok(contactEndpoints.get, contact(created.id))).toEqual(updated);

    const cleared = await world.as(world.worker).ok(contactEndpoints.replace, {
      ...contact(created.id),
      body: { email: null, phone: '', tags: [] },
    });
    expect(cleared).toMatchObject({ email: null, phone: null, tags: [], name: 'Öbergs Förvaltning AB' });
  });

  it('answers 400 for bad input and leaves the contact as it was', async () => {
    const created = await buildPerson(world.as(world.worker), world.firm);
    const before = await storedContacts(world.app, world.firm.id);
    const refusals: [ContactChangeBody, string[]][] = [
      [{ email: 'asa@' }, ['body.email']],
      // The contact as changed is judged whole: the number must suit the type, a person needs a name.
      [{ number: '19811218-9877' }, ['body.number']],
      [{ firstName: null, middleName: '', lastName: null }, ['body.firstName']],
      [{ type: 'company' }, ['body.companyName']],
    ];
    for (const [body, fields] of refusals) {
      const response = await world
        .as(world.worker)
        .send(contactEndpoints.replace, { ...contact(created.id), body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(fields);
    }
    expect(await storedContacts(world.app, world.firm.id)).toEqual(before);
  });

  it('answers 404 for another firm’s contact and leaves it unchanged', async () => {
    const response = await world.as(world.owner).send(contactEndpoints.replace, {
      ...contact(world.foreignContact.id),
      body: companyBody({ companyName: 'Kapad AB' }),
    });
    expect(response.statusCode).toBe(404);
    const [stored] = await storedContacts(world.app, world.otherFirm.id);
    expect(stored).toMatchObject({ name: 'Annan Firma AB' });
  });

  it('needs contacts.write', async () => {
    const response = await world.as(world.viewer).send(contactEndpoints.replace, {
      ...contact(world.foreignContact.id),
      body: companyBody(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('deleting a contact', () => {
  const insertUse = (statement: ReturnType<typeof sql>) =>
    world.app.database.asSystem((tx) => queryRows<{ id: string }>(tx, statement));

  it('deletes a contact nobody uses, with its relations and favourites', async () => {
    const doomed = await buildPerson(world.as(world.worker), world.firm);
    const colleague = await buildPerson(world.as(world.worker), world.firm, { firstName: 'Kalle' });
    await world.as(world.worker).ok(contactEndpoints.setRelations, {
      ...contact(colleague.id),
      body: { items: [{ contactId: doomed.id, kind: 'kollega' }] },
    });
    await world
      .as(world.worker)
      .ok(contactEndpoints.setFavorite, { ...contact(doomed.id), body: { favorite: true } });
    const response = await world.as(world.worker).send(contactEndpoints.remove, contact(doomed.id));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const gone = await world.as(world.worker).send(contactEndpoints.get, contact(doomed.id));
    expect(gone.statusCode).toBe(404);
    const left = await world.as(world.worker).ok(contactEndpoints.get, contact(colleague.id));
    expect(left.relations).toEqual([]);
    expect(await world.as(world.worker).ok(contactEndpoints.favorites, inFirm())).toEqual({
      items: [],
      total: 0,
    });
  });

  it('refuses (409) to delete the customer of an inspection or a project, or a contact on an inspection', async () => {
    const customer = await buildCompany(world.as(world.worker), world.firm, { companyName: 'Kund AB' });
    const onSite = await buildPerson(world.as(world.worker), world.firm, { firstName: 'Pia' });
    const projectCustomer = await buildCompany(world.as(world.worker), world.firm, {
      companyName: 'Projekt AB',
    });
    const [inspection] = await insertUse(
      sql`INSERT INTO inspections (tenant_id, number, customer_id)
          VALUES (${world.firm.id}, 'U-2026-001', ${customer.id}) RETURNING id`,
    );
    await insertUse(
      sql`INSERT INTO inspection_contacts (tenant_id, inspection_id, contact_id)
          VALUES (${world.firm.id}, ${inspection!.id}, ${onSite.id}) RETURNING id`,
    );
    await insertUse(
      sql`INSERT INTO projects (tenant_id, name, customer_id)
          VALUES (${world.firm.id}, 'Tegsbacken etapp 2', ${projectCustomer.id}) RETURNING id`,
    );
    const cases = [
      [customer, 'Kontakten används i 1 uppdrag och kan inte tas bort'],
      [onSite, 'Kontakten används i 1 uppdrag och kan inte tas bort'],
      [projectCustomer, 'Kontakten används i 1 projekt och kan inte tas bort'],
    ] as const;
    for (const [used, detail] of cases) {
      const response = await world.as(world.worker).send(contactEndpoints.remove, contact(used.id));
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(detail);
      const still = await world.as(world.worker).send(contactEndpoints.get, contact(used.id));
      expect(still.statusCode).toBe(200);
    }
  });

  it('answers 404 for another firm’s contact and 403 without contacts.write', async () => {
    const foreign = await world
      .as(world.owner)
      .send(contactEndpoints.remove, contact(world.foreignContact.id));
    expect(foreign.statusCode).toBe(404);
    expect(await storedContacts(world.app, world.otherFirm.id)).toHaveLength(1);
    const byViewer = await world
      .as(world.viewer)
      .send(contactEndpoints.remove, contact(world.foreignContact.id));
    expect(byViewer.statusCode).toBe(403);
  });
});

describe('API document', () => {
  it('describes the contact service with its named schemas', async () => {
    const document = await apiDocument(world.app);
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
