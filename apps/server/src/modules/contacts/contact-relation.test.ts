import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ContactDetail } from '@syna/contracts/contacts';
import type { EndpointRequest } from '@syna/contracts/endpoints/endpoint';
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
  const viewer = await buildUser(app);
  const firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  const otherFirm = await buildTenant(app, owner);
  const company = await buildCompany(as(owner), firm);
  const manager = await buildPerson(as(owner), firm, { firstName: 'Mona', middleName: null });
  const accountant = await buildPerson(as(owner), firm, { firstName: 'Bo', middleName: null });
  const foreign = await buildPerson(as(owner), otherFirm, { firstName: 'Främling' });
  return { app, as, owner, viewer, firm, otherFirm, company, manager, accountant, foreign };
});

type RelationItems = EndpointRequest<typeof contactEndpoints.setRelations>['body']['items'];

/** Replaces the relations of a contact of the firm, as `user`; answers the raw response. */
async function putRelations(id: string, items: RelationItems, user: TestUser = world.owner) {
  return world
    .as(user)
    .send(contactEndpoints.setRelations, { params: { tenant: world.firm.id, id }, body: { items } });
}

async function storedRelations() {
  return world.app.database.asSystem((tx) =>
    queryRows(
      tx,
      sql`SELECT contact_id, related_id, kind FROM contact_relations WHERE tenant_id = ${world.firm.id}
          ORDER BY contact_id, related_id`,
    ),
  );
}

async function detail(id: string): Promise<ContactDetail> {
  return world.as(world.owner).ok(contactEndpoints.get, { params: { tenant: world.firm.id, id } });
}

describe('relations between contacts', () => {
  it('replaces the relations, shows them by name, and on the other side as relatedFrom', async () => {
    const first = await putRelations(world.company.id, [
      { contactId: world.manager.id, kind: 'vd' },
      { contactId: world.accountant.id },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      items: [
        { id: world.accountant.id, name: 'Bo Öberg', kind: 'related' },
        { id: world.manager.id, name: 'Mona Öberg', kind: 'vd' },
      ],
      total: 2,
    });
    expect((await detail(world.company.id)).relations).toEqual(first.json().items);
    expect((await detail(world.manager.id)).relatedFrom).toEqual([
      { id: world.company.id, name: 'Tegsbackens Bygg AB', kind: 'vd' },
    ]);

    const replaced = await putRelations(world.company.id, [
      { contactId: world.manager.id, kind: 'styrelseledamot' },
    ]);
    expect(replaced.json().items).toEqual([
      { id: world.manager.id, name: 'Mona Öberg', kind: 'styrelseledamot' },
    ]);
    expect((await detail(world.accountant.id)).relatedFrom).toEqual([]);

    const cleared = await putRelations(world.company.id, []);
    expect(cleared.json()).toEqual({ items: [], total: 0 });
    expect(await storedRelations()).toEqual([]);
  });

  it('refuses (400) the contact itself, a duplicate, an unknown id and another firm’s contact, and changes nothing', async () => {
    await putRelations(world.company.id, [{ contactId: world.manager.id, kind: 'vd' }]);
    const before = await storedRelations();
    const response = await putRelations(world.company.id, [
      { contactId: world.accountant.id },
      { contactId: world.company.id },
      { contactId: world.accountant.id },
      { contactId: '5a0f3c44-1111-4e8b-9c62-2a1c9e6b7d01' },
      { contactId: world.foreign.id },
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
    const malformed = await putRelations(world.company.id, [{ contactId: 'inte-ett-id', kind: '' }]);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).sort()).toEqual([
      'body.items.0.contactId',
      'body.items.0.kind',
    ]);
    const foreignOwner = await putRelations(world.foreign.id, [{ contactId: world.manager.id }]);
    expect(foreignOwner.statusCode).toBe(404);
    const foreignRows = await world.app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT 1 FROM contact_relations WHERE tenant_id = ${world.otherFirm.id}`),
    );
    expect(foreignRows).toEqual([]);
  });

  it('needs contacts.write', async () => {
    const response = await putRelations(world.company.id, [], world.viewer);
    expect(response.statusCode).toBe(403);
  });
});
