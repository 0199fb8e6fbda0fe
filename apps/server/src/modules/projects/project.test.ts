import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { projectTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { queryRows } from '../../platform/db/database.ts';
import { countRows, insertRow } from '../../../test/support/direct-rows.ts';
import { useWorld } from '../../../test/support/test-world.ts';

/** The projects of a firm (the one under test unless given). */
const inFirm = (firmId = world.firm.id) => ({ params: { tenant: firmId } });
/** One project of a firm (the one under test unless given). */
const projectOf = (id: string, firmId = world.firm.id) => ({ params: { tenant: firmId, id } });
const readProject = (id: string, user = world.owner, firmId = world.firm.id) =>
  world.as(user).send(projectEndpoints.get, projectOf(id, firmId));
const setProjectState = (id: string, state: string, user = world.owner) =>
  world.as(user).send(projectEndpoints.setState, { ...projectOf(id), query: { state: state as never } });

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olivia Ek' });
  const inspector = await buildUser(app, { name: 'Ulla Ström' });
  const viewer = await buildUser(app, { name: 'Vera Läsare' });
  const guest = await buildUser(app, { name: 'Gustav Gäst' });
  const outsider = await buildUser(app, { name: 'Otto Utomstående' });
  const firm = await buildTenant(app, owner, {
    members: [
      { user: inspector, roles: ['user'] },
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  const otherFirm = await buildTenant(app, outsider);
  const type = await as(owner).send(projectTypeEndpoints.create, {
    params: { tenant: firm.id },
    body: { name: 'Nyproduktion' } as never,
  });
  const projectTypeId = type.json().id;
  const foreignType = await as(outsider).send(projectTypeEndpoints.create, {
    params: { tenant: otherFirm.id },
    body: { name: 'Deras typ' } as never,
  });
  const foreignProjectTypeId = foreignType.json().id;
  const customerId = await insertRow(app, firm.id, 'contacts', { type: 'company', name: 'Brf Tegsbacken' });
  const foreignCustomerId = await insertRow(app, otherFirm.id, 'contacts', {
    type: 'company',
    name: 'Deras kund',
  });
  return {
    app,
    as,
    owner,
    inspector,
    viewer,
    guest,
    outsider,
    firm,
    otherFirm,
    projectTypeId,
    foreignProjectTypeId,
    customerId,
    foreignCustomerId,
  };
});

async function createProject(payload: Record<string, unknown>, user = world.inspector) {
  const response = await world
    .as(user)
    .send(projectEndpoints.create, { ...inFirm(), body: payload as never });
  expect(response.statusCode).toBe(201);
  return response.json() as Record<string, unknown> & { id: string };
}

const search = (payload: Record<string, unknown>, user = world.inspector) =>
  world.as(user).send(projectEndpoints.search, { ...inFirm(), body: payload as never });

describe('creating and reading a project', () => {
  it('creates a project with its references and reads it back with their names', async () => {
    const created = await createProject({
      name: '  Tegsbacken etapp 2 ',
      number: 'P-2026-01',
      description: 'Slutbesiktningar av radhus',
      typeId: world.projectTypeId,
      customerId: world.customerId,
      inspectorId: world.inspector.id,
      address: { address: 'Tegsbacken 2', postalCode: '903 46', city: 'Umeå', country: 'SE' },
      attributes: { entreprenad: 'totalentreprenad', etapper: 3 },
    });
    expect(created).toMatchObject({
      name: 'Tegsbacken etapp 2',
      number: 'P-2026-01',
      typeId: world.projectTypeId,
      typeName: 'Nyproduktion',
      typeNameEn: null,
      customerId: world.customerId,
      customerName: 'Brf Tegsbacken',
      inspectorId: world.inspector.id,
      inspectorName: 'Ulla Ström',
      address: { address: 'Tegsbacken 2', postalCode: '903 46', city: 'Umeå', region: null, country: 'SE' },
      active: true,
      state: 'active',
    });
    expect(created.created).toBe(created.updated);

    const read = await readProject(created.id, world.viewer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...created, estates: [] });
    const attributes = await world.as(world.viewer).send(projectEndpoints.attributes, projectOf(created.id));
    expect(attributes.json()).toEqual({ entreprenad: 'totalentreprenad', etapper: 3 });
  });

  it('needs only a name; blanks become null; a project created inactive starts archived', async () => {
    const minimal = await createProject({ name: 'Litet projekt', number: ' ', description: '' });
    expect(minimal).toMatchObject({
      number: null,
      description: null,
      typeId: null,
      typeName: null,
      typeNameEn: null,
      customerId: null,
      customerName: null,
      inspectorId: null,
      inspectorName: null,
      address: null,
      active: true,
      state: 'active',
    });
    const inactive = await createProject({ name: 'Vilande', active: false });
    expect(inactive).toMatchObject({ active: false, state: 'archived' });
  });

  it('answers bad input with 400 and field errors, writing nothing', async () => {
    const before = await countRows(world.app, world.firm.id, 'projects');
    for (const [payload, field] of [
      [{ name: '  ' }, 'body.name'],
      [{}, 'body.name'],
      [{ name: 'X', typeId: 'inte-ett-id' }, 'body.typeId'],
      [{ name: 'X', address: { country: 'XX' } }, 'body.address.country'],
      [{ name: 'X', active: 'ja' }, 'body.active'],
    ] as const) {
      const response = await world
        .as(world.owner)
        .send(projectEndpoints.create, { ...inFirm(), body: payload as never });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBeDefined();
    }
    expect(await countRows(world.app, world.firm.id, 'projects')).toBe(before);
  });

  it('refuses another organisation’s type and customer and a non-member inspector (400), writing nothing', async () => {
    const before = await countRows(world.app, world.firm.id, 'projects');
    const response = await world.as(world.owner).send(projectEndpoints.create, {
      ...inFirm(),
      body: {
        name: 'Smyg',
        typeId: world.foreignProjectTypeId,
        customerId: world.foreignCustomerId,
        inspectorId: world.outsider.id,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.typeId': ['Projekttypen finns inte'],
      'body.customerId': ['Kunden finns inte i adressboken'],
      'body.inspectorId': ['Besiktningsmannen är inte medlem i organisationen'],
    });
    expect(await countRows(world.app, world.firm.id, 'projects')).toBe(before);
    expect(await countRows(world.app, world.otherFirm.id, 'projects')).toBe(0);
  });

  it('answers 404 for an unknown project or another organisation’s', async () => {
    const theirs = await world.as(world.outsider).ok(projectEndpoints.create, {
      ...inFirm(world.otherFirm.id),
      body: { name: 'Deras projekt' } as never,
    });
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      for (const response of [
        await readProject(id),
        await world.as(world.owner).send(projectEndpoints.attributes, projectOf(id)),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().detail).toBe('Projektet finns inte');
      }
      const changed = await world.as(world.owner).send(projectEndpoints.update, {
        ...projectOf(id),
        body: { name: 'Kapat' },
      });
      expect(changed.statusCode).toBe(404);
      const stated = await setProjectState(id, 'completed');
      expect(stated.statusCode).toBe(404);
      const deleted = await world.as(world.owner).send(projectEndpoints.remove, projectOf(id));
      expect(deleted.statusCode).toBe(404);
    }
    const unchanged = await readProject(theirs.id, world.outsider, world.otherFirm.id);
    expect(unchanged.json()).toMatchObject({ name: 'Deras projekt', state: 'active' });
  });
});

describe('changing a project', () => {
  let project: { id: string };

  beforeAll(async () => {
    project = await createProject({
      name: 'Ändras',
      number: 'P-7',
      typeId: world.projectTypeId,
      customerId: world.customerId,
      inspectorId: world.inspector.id,
    });
  });

  const change = (payload: Record<string, unknown>, user = world.inspector) =>
    world.as(user).send(projectEndpoints.update, { ...projectOf(project.id), body: payload as never });

  it('changes only the fields the body names, and clears a reference with null', async () => {
    const renamed = await change({ name: 'Ändrat namn', address: { city: 'Luleå' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Ändrat namn',
      number: 'P-7',
      typeName: 'Nyproduktion',
      typeNameEn: null,
      customerName: 'Brf Tegsbacken',
      inspectorName: 'Ulla Ström',
      address: { city: 'Luleå', address: null },
    });
    expect(renamed.json().updated > renamed.json().created).toBe(true);
    const cleared = await change({ customerId: null, number: '' });
    expect(cleared.json()).toMatchObject({ customerId: null, customerName: null, number: null });
    expect(cleared.json().typeId).toBe(world.projectTypeId);
  });

  it('refuses unknown references and bad values (400) and changes nothing', async () => {
    const before = (await readProject(project.id)).json();
    const foreign = await change({
      name: 'Nej',
      customerId: world.foreignCustomerId,
      inspectorId: world.outsider.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors)).toEqual(['body.customerId', 'body.inspectorId']);
    const bad = await change({ name: '', typeId: null });
    expect(bad.statusCode).toBe(400);
    const after = (await readProject(project.id)).json();
    expect(after).toEqual(before);
  });

  it('moves the state along when the active flag changes', async () => {
    expect((await change({ active: false })).json()).toMatchObject({ active: false, state: 'archived' });
    expect((await change({ active: true })).json()).toMatchObject({ active: true, state: 'active' });
    expect((await change({ active: true })).json()).toMatchObject({ active: true, state: 'active' });
  });

  it('sets the state with ?state=, active only when the state is active', async () => {
    const setState = (state: string) => setProjectState(project.id, state, world.inspector);
    const completed = await setState('completed');
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ state: 'completed', active: false });
    expect((await setState('archived')).json()).toMatchObject({ state: 'archived', active: false });
    expect((await setState('active')).json()).toMatchObject({ state: 'active', active: true });
    // A completed project made inactive through an update keeps its state.
    await setState('completed');
    expect((await change({ active: false })).json()).toMatchObject({ state: 'completed', active: false });

    for (const query of [{ state: 'paused' }, {}]) {
      const bad = await world.as(world.inspector).send(projectEndpoints.setState, {
        ...projectOf(project.id),
        query: query as never,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors['querystring.state']).toBeDefined();
    }
  });
});

describe('searching projects', () => {
  let colleague: TestUser;
  let searchFirm: { id: string };

  beforeAll(async () => {
    colleague = await buildUser(world.app, { name: 'Kalle Berg' });
    searchFirm = await buildTenant(world.app, world.owner, {
      members: [{ user: colleague, roles: ['user'] }],
    });
    const customer = await insertRow(world.app, searchFirm.id, 'contacts', {
      type: 'company',
      name: 'HSB Norr',
    });
    const post = (payload: Record<string, unknown>) =>
      world
        .as(world.owner)
        .send(projectEndpoints.create, { ...inFirm(searchFirm.id), body: payload as never });
    for (let index = 1; index <= 7; index += 1) {
      await post({ name: `Radhus ${index}`, number: `R-${index}`, inspectorId: colleague.id });
    }
    await post({ name: 'Kvarteret Ugglan', customerId: customer, inspectorId: world.owner.id });
    await post({ name: 'Rabatt 50% kvar', active: false, inspectorId: colleague.id });
  });

  const find = async (payload: Record<string, unknown>) => {
    const response = await world.as(colleague).send(projectEndpoints.search, {
      ...inFirm(searchFirm.id),
      body: payload as never,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { name: string }[]; total: number };
  };

  it('pages through all projects, newest first, with the total', async () => {
    const first = await find({});
    expect(first.total).toBe(9);
    expect(first.items).toHaveLength(9);
    expect(first.items[0]?.name).toBe('Rabatt 50% kvar');
    const page = await find({ page: 2, pageSize: 5 });
    expect(page.total).toBe(9);
    expect(page.items.map((item) => item.name)).toEqual(['Radhus 4', 'Radhus 3', 'Radhus 2', 'Radhus 1']);
    expect((await find({ page: 3, pageSize: 5 })).items).toEqual([]);
    expect((await find({ pageSize: -1 })).items).toHaveLength(9);
  });

  it('filters by inspector, active and text (name, number or customer)', async () => {
    expect((await find({ inspector: colleague.id })).total).toBe(8);
    expect((await find({ inspector: colleague.id, active: true })).total).toBe(7);
    expect((await find({ active: false })).items.map((item) => item.name)).toEqual(['Rabatt 50% kvar']);
    expect((await find({ text: 'r-3' })).items.map((item) => item.name)).toEqual(['Radhus 3']);
    expect((await find({ text: 'hsb' })).items.map((item) => item.name)).toEqual(['Kvarteret Ugglan']);
    expect((await find({ text: 'UGGLAN', inspector: colleague.id })).total).toBe(0);
  });

  it('takes % and _ in the text literally', async () => {
    expect((await find({ text: '50%' })).items.map((item) => item.name)).toEqual(['Rabatt 50% kvar']);
    expect((await find({ text: '%' })).total).toBe(1);
    expect((await find({ text: 'r_d' })).total).toBe(0);
  });

  it('refuses a page size that is not offered and a page below 1 (400)', async () => {
    for (const payload of [{ pageSize: 7 }, { page: 0 }, { inspector: 'Kalle' }]) {
      const response = await search(payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('never finds another organisation’s projects', async () => {
    const response = await search({ pageSize: -1 });
    const names = (response.json().items as { name: string }[]).map((item) => item.name);
    expect(names).not.toContain('Kvarteret Ugglan');
    expect(names).not.toContain('Deras projekt');
  });
});

describe('permissions and deleting', () => {
  it('lets a viewer read and search but not write, and a guest not even read (403)', async () => {
    const project = await createProject({ name: 'Behörighet' });
    expect((await search({}, world.viewer)).statusCode).toBe(200);
    const attempts = [
      world.as(world.viewer).send(projectEndpoints.create, { ...inFirm(), body: { name: 'Nej' } as never }),
      world
        .as(world.viewer)
        .send(projectEndpoints.update, { ...projectOf(project.id), body: { name: 'Nej' } }),
      setProjectState(project.id, 'archived', world.viewer),
      world.as(world.viewer).send(projectEndpoints.remove, projectOf(project.id)),
      readProject(project.id, world.guest),
      search({}, world.guest),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    const read = await readProject(project.id);
    expect(read.json()).toMatchObject({ name: 'Behörighet', state: 'active' });
  });

  it('deletes a project with its estates; its inspections stay, outside any project', async () => {
    const project = await createProject({ name: 'Rivs' });
    await world.as(world.inspector).send(projectEndpoints.addEstate, {
      ...projectOf(project.id),
      body: { name: 'Hus A' } as never,
    });
    const inspectionId = await insertRow(world.app, world.firm.id, 'inspections', {
      number: 'P-1',
      project_id: project.id,
    });
    const deleted = await world.as(world.inspector).send(projectEndpoints.remove, projectOf(project.id));
    expect(deleted.statusCode).toBe(204);
    const read = await readProject(project.id);
    expect(read.statusCode).toBe(404);
    const [inspection] = await world.app.database.asSystem((tx) =>
      queryRows<{ project_id: string | null }>(
        tx,
        sql`SELECT project_id FROM inspections WHERE id = ${inspectionId}`,
      ),
    );
    expect(inspection).toEqual({ project_id: null });
    const estatesLeft = await world.app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT 1 FROM estates WHERE project_id = ${project.id}`),
    );
    expect(estatesLeft).toEqual([]);
  });

  it('keeps a project type in use from being deleted', async () => {
    await createProject({ name: 'Typat', typeId: world.projectTypeId });
    const refused = await world
      .as(world.owner)
      .send(projectTypeEndpoints.remove, projectOf(world.projectTypeId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Projekttypen används av \d+ projekt och kan inte tas bort/);
  });
});
