import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { InspectionBulkUpdate, InspectionCreate, InspectionUpdate } from '@syna/contracts/inspections';
import { apiDocument, callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import {
  buildContact,
  buildContactRole,
  buildInspectionLookups,
  buildInspectionStatus,
  buildInspectionType,
  currentYear,
  postInspection,
  readRows,
} from '../../../test/support/inspection-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const year = currentYear();

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const inspector = await buildUser(app, { name: 'Ingrid Inspektör' });
  const viewer = await buildUser(app, { name: 'Vera Läsare' });
  const admin = await buildUser(app, { name: 'Anna Administratör' });
  const stranger = await buildUser(app, { name: 'Sven Utomstående' });
  const firm = await buildTenant(app, owner, {
    members: [
      { user: inspector, roles: ['user'] },
      { user: viewer, roles: ['viewer'] },
      { user: admin, roles: ['admin'] },
    ],
  });
  const otherFirm = await buildTenant(app, stranger);
  const lookups = await buildInspectionLookups(app, firm.id);
  const customer = await buildContact(app, firm.id, { name: 'Bostads AB Norrsken' });
  const otherType = await buildInspectionType(app, otherFirm.id);
  const otherInspection = await postInspection(app, otherFirm.id, stranger.auth, { typeId: otherType.id });
  const foreign = {
    typeId: otherType.id,
    statusId: (await buildInspectionStatus(app, otherFirm.id)).id,
    customerId: (await buildContact(app, otherFirm.id)).id,
    roleId: (await buildContactRole(app, otherFirm.id)).id,
    inspectionId: otherInspection.id,
  };
  return { app, as, owner, inspector, viewer, admin, stranger, firm, otherFirm, lookups, customer, foreign };
});

const countInspections = async () =>
  (
    await readRows<{ count: number }>(
      world.app,
      world.firm.id,
      sql`SELECT count(*)::int AS count FROM inspections`,
    )
  )[0]!.count;
const inFirm = () => ({ params: { tenant: world.firm.id } });
const ofInspection = (id: string) => ({ params: { tenant: world.firm.id, id } });
const create = (body: Record<string, unknown>, user: TestUser = world.owner) =>
  world.as(user).send(inspectionEndpoints.create, { ...inFirm(), body: body as InspectionCreate });
const get = (id: string, user: TestUser = world.owner) =>
  world.as(user).send(inspectionEndpoints.get, ofInspection(id));
/** Changes an inspection; the bodies here include refused ones. */
const update = (id: string, body: Record<string, unknown>, user: TestUser = world.owner) =>
  world.as(user).send(inspectionEndpoints.update, { ...ofInspection(id), body: body as InspectionUpdate });
const removeForGood = (id: string, user: TestUser = world.owner) =>
  world.as(user).send(inspectionEndpoints.remove, { ...ofInspection(id), query: { hard: 'true' } });

function fullBody() {
  return {
    typeId: world.lookups.type.id,
    branchId: world.lookups.type.branches[0]!.id,
    statusId: world.lookups.statuses.ongoing.id,
    customerId: world.customer.id,
    inspectorId: world.inspector.id,
    littera: ' A ',
    address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå', region: '', country: 'SE' },
    tags: ['Brådskande', 'Villa', 'Brådskande'],
    orderNumber: 'ORD-77',
    orderDate: '2026-03-01',
    date: '2026-03-15',
    startTime: '08:30',
    stopTime: '10:00',
    orderSource: 'Telefon',
    description: 'Besiktning inför försäljning',
    attributes: { floors: 2, basement: true, notes: { roof: 'tegel' } },
    contacts: [
      {
        contactId: world.customer.id,
        roleId: world.lookups.roles.seller.id,
        appointedBy: 'customer',
        note: 'Ring före',
      },
    ],
  };
}

describe('creating an inspection', () => {
  it('answers 201 with the whole inspection, numbered YYYY-NNNN within the year', async () => {
    const response = await create(fullBody());
    expect(response.statusCode).toBe(201);
    const inspection = response.json();
    expect(inspection).toMatchObject({
      number: `${year}-0001`,
      littera: 'A',
      customer: { id: world.customer.id, name: 'Bostads AB Norrsken' },
      address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå', region: null, country: 'SE' },
      tags: ['Brådskande', 'Villa'],
      type: { id: world.lookups.type.id, name: 'Överlåtelsebesiktning' },
      branch: { id: world.lookups.type.branches[0]!.id, name: 'Villa' },
      status: { id: world.lookups.statuses.ongoing.id, name: 'Pågår', color: '#ff9800' },
      orderNumber: 'ORD-77',
      orderDate: '2026-03-01',
      date: '2026-03-15',
      startTime: '08:30',
      stopTime: '10:00',
      linked: [],
      inspector: { id: world.inspector.id, name: 'Ingrid Inspektör' },
      orderSource: 'Telefon',
      contacts: [
        {
          contact: { id: world.customer.id, name: 'Bostads AB Norrsken' },
          role: { id: world.lookups.roles.seller.id, name: 'Säljare' },
          appointedBy: 'customer',
          note: 'Ring före',
        },
      ],
      objects: 0,
      attributes: { floors: 2, basement: true, notes: { roof: 'tegel' } },
      description: 'Besiktning inför försäljning',
      projectId: null,
      estateId: null,
      state: 'active',
    });
    expect(new Date(inspection.created).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(inspection.id)).json()).toEqual(inspection);
  });

  it('counts on within the year, per tenant', async () => {
    const second = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.lookups.type.id,
    });
    expect(second.number).toBe(`${year}-0002`);
    const elsewhere = await postInspection(world.app, world.otherFirm.id, world.stranger.auth, {
      typeId: world.foreign.typeId,
    });
    expect(elsewhere.number).toBe(`${year}-0002`);
  });

  it('starts in the first open status when none is given, and leaves the rest empty', async () => {
    const inspection = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.lookups.type.id,
    });
    expect(inspection).toMatchObject({
      status: { id: world.lookups.statuses.open.id, name: 'Ny' },
      customer: null,
      branch: null,
      inspector: null,
      address: null,
      tags: [],
      contacts: [],
      attributes: {},
      date: null,
      startTime: null,
    });
    const explicit = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.lookups.type.id,
      statusId: null,
    });
    expect(explicit.status).toBeNull();
  });

  it('rejects ids that are not the tenant’s, naming each field, and writes nothing', async () => {
    const before = await countInspections();
    const response = await create({
      typeId: world.foreign.typeId,
      statusId: world.foreign.statusId,
      customerId: world.foreign.customerId,
      inspectorId: world.stranger.id,
      branchId: world.lookups.otherType.branches[0]!.id,
      contacts: [{ contactId: world.foreign.customerId, roleId: world.foreign.roleId }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'body.branchId',
      'body.contacts.0.contactId',
      'body.contacts.0.roleId',
      'body.customerId',
      'body.inspectorId',
      'body.statusId',
      'body.typeId',
    ]);
    expect(await countInspections()).toBe(before);
  });

  it('rejects a branch of another type', async () => {
    const response = await create({
      typeId: world.lookups.type.id,
      branchId: world.lookups.otherType.branches[0]!.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'body.branchId': ['Grenen hör inte till uppdragstypen'] });
  });

  it('rejects a stop time that is not after the start time, and invalid dates and times', async () => {
    const before = await countInspections();
    const times = await create({ typeId: world.lookups.type.id, startTime: '10:00', stopTime: '09:59' });
    expect(times.statusCode).toBe(400);
    expect(Object.keys(times.json().errors)).toEqual(['body.stopTime']);
    const same = await create({ typeId: world.lookups.type.id, startTime: '10:00', stopTime: '10:00' });
    expect(same.statusCode).toBe(400);
    const invalid = await create({
      typeId: world.lookups.type.id,
      date: '2026-02-30',
      orderDate: '2026-1-1',
      startTime: '24:00',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual([
      'body.date',
      'body.orderDate',
      'body.startTime',
    ]);
    expect(await countInspections()).toBe(before);
  });

  it('requires a type, and rejects unknown appointed-by values', async () => {
    const response = await create({ contacts: [{ contactId: world.customer.id, appointedBy: 'neighbour' }] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'body.contacts.0.appointedBy',
      'body.typeId',
    ]);
  });
});

describe('reading and changing an inspection', () => {
  let inspection: { id: string; number: string } & Record<string, unknown>;

  beforeAll(async () => {
    inspection = await postInspection(world.app, world.firm.id, world.owner.auth, fullBody());
  });

  it('answers 404 for unknown ids and other tenants’ inspections, 400 for what is no id', async () => {
    expect((await get(crypto.randomUUID())).statusCode).toBe(404);
    expect((await get(world.foreign.inspectionId)).statusCode).toBe(404);
    const malformed = await get('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty(['params.id']);
  });

  it('changes the fields sent, clears those sent as null, and keeps the rest', async () => {
    const response = await update(
      inspection.id,
      { littera: 'B', date: null, customerId: null, address: { city: 'Luleå' }, tags: ['Ny tagg'] },
      world.inspector,
    );
    expect(response.statusCode).toBe(200);
    const changed = response.json();
    expect(changed).toMatchObject({
      littera: 'B',
      date: null,
      customer: null,
      address: { address: null, city: 'Luleå' },
      tags: ['Ny tagg'],
      number: inspection.number,
      orderNumber: 'ORD-77',
      startTime: '08:30',
      inspector: { id: world.inspector.id },
      contacts: [{ contact: { id: world.customer.id } }],
    });
    expect(changed.updated >= (inspection.updated as string)).toBe(true);
  });

  it('rejects a change with ids of another tenant and leaves the inspection as it was', async () => {
    const before = (await get(inspection.id)).json();
    const response = await update(inspection.id, {
      littera: 'C',
      statusId: world.foreign.statusId,
      customerId: world.foreign.customerId,
      inspectorId: world.stranger.id,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'body.customerId',
      'body.inspectorId',
      'body.statusId',
    ]);
    expect((await get(inspection.id)).json()).toEqual(before);
  });

  it('checks the branch against the type the inspection will have', async () => {
    const otherBranch = world.lookups.otherType.branches[0]!.id;
    const typeOnly = await update(inspection.id, { typeId: world.lookups.otherType.id });
    expect(typeOnly.statusCode).toBe(400);
    expect(typeOnly.json().errors).toEqual({ 'body.branchId': ['Grenen hör inte till uppdragstypen'] });
    const both = await update(inspection.id, { typeId: world.lookups.otherType.id, branchId: otherBranch });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({
      type: { id: world.lookups.otherType.id },
      branch: { id: otherBranch },
    });
  });

  it('checks the times as they will be', async () => {
    const response = await update(inspection.id, { stopTime: '08:00' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['body.stopTime']);
  });

  it('answers 404 when changing another tenant’s inspection', async () => {
    const response = await update(world.foreign.inspectionId, { littera: 'X' });
    expect(response.statusCode).toBe(404);
  });

  it('sets the status by id', async () => {
    const setStatus = (id: string, value: string) =>
      world.as(world.owner).send(inspectionEndpoints.setStatus, { ...ofInspection(id), body: { value } });
    const response = await setStatus(inspection.id, world.lookups.statuses.done.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toEqual({
      id: world.lookups.statuses.done.id,
      name: 'Klar',
      nameEn: null,
      color: '#4caf50',
    });
    const unknown = await setStatus(inspection.id, world.foreign.statusId);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'body.value': ['Statusen finns inte'] });
    expect((await get(inspection.id)).json().status.id).toBe(world.lookups.statuses.done.id);
    expect((await setStatus(world.foreign.inspectionId, world.lookups.statuses.open.id)).statusCode).toBe(
      404,
    );
  });

  it('sets one attribute to any JSON value and keeps the others', async () => {
    const setAttribute = (name: string, body: { value?: unknown }) =>
      world.as(world.owner).send(inspectionEndpoints.setAttribute, {
        params: { tenant: world.firm.id, id: inspection.id, name },
        body: body as never,
      });
    expect((await setAttribute('floors', { value: 3 })).json()).toMatchObject({ floors: 3, basement: true });
    const response = await setAttribute('rooms.list', { value: ['kök', 'hall'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      floors: 3,
      basement: true,
      notes: { roof: 'tegel' },
      'rooms.list': ['kök', 'hall'],
    });
    const read = await world
      .as(world.viewer)
      .send(inspectionEndpoints.attributes, ofInspection(inspection.id));
    expect(read.json()).toEqual(response.json());
    expect((await setAttribute('pris (kr)', { value: 1 })).statusCode).toBe(400);
    const missing = await setAttribute('floors', {});
    expect(missing.statusCode).toBe(400);
    expect((await get(inspection.id)).json().attributes.floors).toBe(3);
  });

  it('removes one attribute by name and keeps the others as they are now', async () => {
    const removeAttribute = (id: string, name: string) =>
      world.as(world.owner).send(inspectionEndpoints.removeAttribute, {
        params: { tenant: world.firm.id, id, name },
      });
    await world.as(world.owner).send(inspectionEndpoints.setAttribute, {
      params: { tenant: world.firm.id, id: inspection.id, name: 'Byggår' },
      body: { value: 1962 },
    });
    const removed = await removeAttribute(inspection.id, 'floors');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).not.toHaveProperty('floors');
    expect(removed.json()).toMatchObject({ basement: true, Byggår: 1962 });
    // Removed again (a change sent twice): nothing more goes.
    expect((await removeAttribute(inspection.id, 'floors')).json()).toEqual(removed.json());
    expect((await get(inspection.id)).json().attributes).toEqual(removed.json());
    expect((await removeAttribute(world.foreign.inspectionId, 'basement')).statusCode).toBe(404);
  });

  it('takes Swedish attribute names, and the same name written differently is the same attribute', async () => {
    const setAttribute = (name: string, value: string | number | boolean) =>
      world.as(world.owner).send(inspectionEndpoints.setAttribute, {
        params: { tenant: world.firm.id, id: inspection.id, name },
        body: { value },
      });
    expect((await setAttribute('Fuktmätning källare', 'Inga anmärkningar')).statusCode).toBe(200);
    expect((await setAttribute('Årsmodell', 1974)).statusCode).toBe(200);
    // Typed with a decomposed ä (a + U+0308) and stray spaces: the key is the one above.
    const again = await setAttribute(' Fuktma\u0308tning  källare ', 'Fukt i nordvästra hörnet');
    expect(again.statusCode).toBe(200);
    const attributes = (await get(inspection.id)).json().attributes;
    expect(attributes).toMatchObject({ 'Fuktmätning källare': 'Fukt i nordvästra hörnet', Årsmodell: 1974 });
    expect(Object.keys(attributes).filter((key) => key.startsWith('Fukt'))).toEqual(['Fuktmätning källare']);
    // The longest name, all in letters that are six characters each in the URL.
    expect((await setAttribute('ö'.repeat(100), true)).statusCode).toBe(200);
    expect((await setAttribute('ö'.repeat(101), true)).statusCode).toBe(400);
  });

  it('adds and removes tags, each once, and lists the tags in use (not taken for an id)', async () => {
    const tag = (method: 'POST' | 'DELETE', value: string, id = inspection.id) =>
      world
        .as(world.owner)
        .send(method === 'POST' ? inspectionEndpoints.addTag : inspectionEndpoints.removeTag, {
          params: { tenant: world.firm.id, id, tag: value },
        });
    expect((await tag('POST', 'Återbesök')).json()).toEqual({ tags: ['Ny tagg', 'Återbesök'] });
    expect((await tag('POST', 'Återbesök')).json()).toEqual({ tags: ['Ny tagg', 'Återbesök'] });
    expect((await tag('DELETE', 'Ny tagg')).json()).toEqual({ tags: ['Återbesök'] });
    expect((await tag('DELETE', 'Saknas')).json()).toEqual({ tags: ['Återbesök'] });
    const inUse = await world.as(world.viewer).send(inspectionEndpoints.tags, inFirm());
    expect(inUse.statusCode).toBe(200);
    expect(inUse.json().items).toEqual(['Brådskande', 'Villa', 'Återbesök']);
    const foreignTag = await tag('POST', 'x', world.foreign.inspectionId);
    expect(foreignTag.statusCode).toBe(404);
  });
});

describe('deleting an inspection', () => {
  it('requires hard=true, then deletes it for good', async () => {
    const inspection = await postInspection(world.app, world.firm.id, world.owner.auth, fullBody());
    const soft = await world.as(world.owner).send(inspectionEndpoints.remove, {
      ...ofInspection(inspection.id),
      query: {},
    });
    expect(soft.statusCode).toBe(400);
    expect(soft.json().errors).toHaveProperty(['querystring.hard']);
    expect((await get(inspection.id)).statusCode).toBe(200);
    const hard = await removeForGood(inspection.id);
    expect(hard.statusCode).toBe(204);
    expect((await get(inspection.id)).statusCode).toBe(404);
    const contacts = await readRows(
      world.app,
      world.firm.id,
      sql`SELECT 1 FROM inspection_contacts WHERE inspection_id = ${inspection.id}`,
    );
    expect(contacts).toEqual([]);
    const again = await removeForGood(inspection.id);
    expect(again.statusCode).toBe(404);
    const foreignDelete = await removeForGood(world.foreign.inspectionId);
    expect(foreignDelete.statusCode).toBe(404);
  });

  it('is refused to an inspector (the user role), who may change it, and left to an administrator', async () => {
    const inspection = await postInspection(world.app, world.firm.id, world.owner.auth, fullBody());
    expect((await update(inspection.id, { littera: 'Fältets' }, world.inspector)).statusCode).toBe(200);
    const refused = await removeForGood(inspection.id, world.inspector);
    expect(refused.statusCode).toBe(403);
    expect((await get(inspection.id)).statusCode).toBe(200);
    expect((await removeForGood(inspection.id, world.admin)).statusCode).toBe(204);
    expect((await get(inspection.id)).statusCode).toBe(404);
  });
});

describe('bulk update', () => {
  const bulk = (body: unknown, user: TestUser = world.owner) =>
    world.as(user).send(inspectionEndpoints.bulkUpdate, { ...inFirm(), body: body as InspectionBulkUpdate });

  it('applies the same changes to every listed inspection and answers the count', async () => {
    const first = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.lookups.type.id,
      tags: ['a'],
    });
    const second = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.lookups.type.id,
    });
    const response = await bulk({
      ids: [first.id, second.id, first.id],
      changes: {
        statusId: world.lookups.statuses.ongoing.id,
        inspectorId: world.inspector.id,
        date: '2026-05-04',
        tags: ['Vår'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    for (const id of [first.id, second.id]) {
      expect((await get(id)).json()).toMatchObject({
        status: { id: world.lookups.statuses.ongoing.id },
        inspector: { id: world.inspector.id },
        date: '2026-05-04',
        tags: ['Vår'],
      });
    }
    const cleared = await bulk({ ids: [first.id], changes: { inspectorId: null } });
    expect(cleared.json()).toEqual({ count: 1 });
    expect((await get(first.id)).json().inspector).toBeNull();
  });

  it('changes nothing when one of the ids is not the tenant’s (404), or a change is invalid (400)', async () => {
    const mine = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.lookups.type.id,
    });
    const withForeign = await bulk({
      ids: [mine.id, world.foreign.inspectionId],
      changes: { date: '2026-06-01' },
    });
    expect(withForeign.statusCode).toBe(404);
    const invalid = await bulk({
      ids: [mine.id],
      changes: { statusId: world.foreign.statusId, inspectorId: world.stranger.id },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual([
      'body.changes.inspectorId',
      'body.changes.statusId',
    ]);
    const empty = await bulk({ ids: [mine.id], changes: {} });
    expect(empty.statusCode).toBe(400);
    expect((await bulk({ ids: [], changes: { date: null } })).statusCode).toBe(400);
    expect((await get(mine.id)).json()).toMatchObject({
      date: null,
      status: { id: world.lookups.statuses.open.id },
    });
  });
});

describe('bulk change of status and inspector from the list', () => {
  const bulk = (body: unknown) =>
    world
      .as(world.owner)
      .send(inspectionEndpoints.bulkUpdate, { ...inFirm(), body: body as InspectionBulkUpdate });
  const statusAndInspector = async (ids: string[]) =>
    Promise.all(
      ids.map(async (id) => {
        const { status, inspector } = (await get(id)).json();
        return { status: status?.id ?? null, inspector: inspector?.id ?? null };
      }),
    );

  it('changes every chosen inspection or none of them', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      ids.push(
        (await postInspection(world.app, world.firm.id, world.owner.auth, { typeId: world.lookups.type.id }))
          .id,
      );
    }
    const before = await statusAndInspector(ids);
    const refusals = [
      { ids: [...ids, world.foreign.inspectionId], changes: { statusId: world.lookups.statuses.ongoing.id } },
      { ids, changes: { statusId: world.lookups.statuses.ongoing.id, inspectorId: world.stranger.id } },
      { ids, changes: { statusId: world.foreign.statusId } },
      { ids, changes: { statusId: 'not-a-status' } },
    ];
    expect(await Promise.all(refusals.map(async (body) => (await bulk(body)).statusCode))).toEqual([
      404, 400, 400, 400,
    ]);
    expect(await statusAndInspector(ids)).toEqual(before);

    const done = await bulk({
      ids,
      changes: { statusId: world.lookups.statuses.ongoing.id, inspectorId: world.inspector.id },
    });
    expect(done.json()).toEqual({ count: 3 });
    expect(await statusAndInspector(ids)).toEqual(
      ids.map(() => ({ status: world.lookups.statuses.ongoing.id, inspector: world.inspector.id })),
    );
  });
});

describe('permissions', () => {
  it('lets a viewer read but not write, and keeps non-members out', async () => {
    const inspection = await postInspection(world.app, world.firm.id, world.inspector.auth, {
      typeId: world.lookups.type.id,
    });
    expect((await get(inspection.id, world.viewer)).statusCode).toBe(200);
    const search = await world.as(world.viewer).send(inspectionEndpoints.search, { ...inFirm(), body: {} });
    expect(search.statusCode).toBe(200);
    expect((await create({ typeId: world.lookups.type.id }, world.viewer)).statusCode).toBe(403);
    const put = await update(inspection.id, { littera: 'X' }, world.viewer);
    expect(put.statusCode).toBe(403);
    const remove = await removeForGood(inspection.id, world.viewer);
    expect(remove.statusCode).toBe(403);
    expect((await get(inspection.id, world.stranger)).statusCode).toBe(403);
    expect((await get(inspection.id)).json().littera).toBeNull();
  });
});

describe('API document', () => {
  it('describes the inspection routes with their named schemas', async () => {
    const document = await apiDocument(world.app);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/{tenant}/v1/vb/admin/inspections',
        '/{tenant}/v1/inspections/inspections/search',
        '/{tenant}/v1/inspections/inspections/{id}',
        '/{tenant}/v1/inspections/projects/{id}/estates/{estate}/inspections/{inspection}',
      ]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Inspection',
        'InspectionCreateInput',
        'InspectionSearchInput',
        'InspectionList',
      ]),
    );
  });
});
