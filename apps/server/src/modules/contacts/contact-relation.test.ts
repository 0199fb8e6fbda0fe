import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ContactDetail } from '@syna/contracts/contacts';
import type { EndpointRequest } from '@syna/contracts/endpoints/endpoint';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { queryRows } from '../../platform/db/database.ts';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildCompany, buildPerson } from './contact-test-helpers.ts';

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let owner: TestUser;
let viewer: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let company: ContactDetail;
let manager: ContactDetail;
let accountant: ContactDetail;
let foreign: ContactDetail;

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  owner = await buildUser(app);
  viewer = await buildUser(app);
  firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  otherFirm = await buildTenant(app, owner);
  company = await buildCompany(as(owner), firm);
  manager = await buildPerson(as(owner), firm, { firstName: 'Mona', middleName: null });
  accountant = await buildPerson(as(owner), firm, { firstName: 'Bo', middleName: null });
  foreign = await buildPerson(as(owner), otherFirm, { firstName: 'Främling' });
});
afterAll(async () => app?.close());

type RelationItems = EndpointRequest<typeof contactEndpoints.setRelations>['body']['items'];

/** Replaces the relations of a contact of the firm, as `user`; answers the raw response. */
async function putRelations(id: string, items: RelationItems, user: TestUser = owner) {
  return as(user).send(contactEndpoints.setRelations, { params: { tenant: firm.id, id }, body: { items } });
}

async function storedRelations() {
  return app.database.asSystem((tx) =>
    queryRows(
      tx,
      sql`SELECT contact_id, related_id, kind FROM contact_relations WHERE tenant_id = ${firm.id}
          ORDER BY contact_id, related_id`,
    ),
  );
}

async function detail(id: string): Promise<ContactDetail> {
  return as(owner).ok(contactEndpoints.get, { params: { tenant: firm.id, id } });
}

describe('relations between contacts', () => {
  it('replaces the relations, shows them by name, and on the other side as relatedFrom', async () => {
    const first = await putRelations(company.id, [
      { contactId: manager.id, kind: 'vd' },
      { contactId: accountant.id },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      items: [
        { id: accountant.id, name: 'Bo Öberg', kind: 'related' },
        { id: manager.id, name: 'Mona Öberg', kind: 'vd' },
      ],
      total: 2,
    });
    expect((await detail(company.id)).relations).toEqual(first.json().items);
    expect((await detail(manager.id)).relatedFrom).toEqual([
      { id: company.id, name: 'Tegsbackens Bygg AB', kind: 'vd' },
    ]);

    const replaced = await putRelations(company.id, [{ contactId: manager.id, kind: 'styrelseledamot' }]);
    expect(replaced.json().items).toEqual([{ id: manager.id, name: 'Mona Öberg', kind: 'styrelseledamot' }]);
    expect((await detail(accountant.id)).relatedFrom).toEqual([]);

    const cleared = await putRelations(company.id, []);
    expect(cleared.json()).toEqual({ items: [], total: 0 });
    expect(await storedRelations()).toEqual([]);
  });

  it('refuses (400) the contact itself, a duplicate, an unknown id and another firm’s contact, and changes nothing', async () => {
    await putRelations(company.id, [{ contactId: manager.id, kind: 'vd' }]);
    const before = await storedRelations();
    const response = await putRelations(company.id, [
      { contactId: accountant.id },
      { contactId: company.id },
      { contactId: accountant.id },
      { contactId: '5a0f3c44-1111-4e8b-9c62-2a1c9e6b7d01' },
      { contactId: foreign.id },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.items.1.contactId': ['En kontakt kan inte relatera till sig själv'],
      'body.items.2.contactId': ['Kontakten finns redan i listan'],
      'body.items.3.contactId': ['Kontakten finns inte'],
      'body.items.4.contactId': ['Kontakten finns inte'],
    });
    expect(response.body).not.toContain('Främling');
    expect(await storedRelations()).toEqual(before);
  });

  it('answers 400 for a malformed body and 404 for a contact of another firm', async () => {
    const malformed = await putRelations(company.id, [{ contactId: 'inte-ett-id', kind: '' }]);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).sort()).toEqual([
      'body.items.0.contactId',
      'body.items.0.kind',
    ]);
    const foreignOwner = await putRelations(foreign.id, [{ contactId: manager.id }]);
    expect(foreignOwner.statusCode).toBe(404);
    const foreignRows = await app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT 1 FROM contact_relations WHERE tenant_id = ${otherFirm.id}`),
    );
    expect(foreignRows).toEqual([]);
  });

  it('needs contacts.write', async () => {
    const response = await putRelations(company.id, [], viewer);
    expect(response.statusCode).toBe(403);
  });
});
