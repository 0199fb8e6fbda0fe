import { beforeAll, describe, expect, it } from 'vitest';
import * as lookups from '@syna/contracts/endpoints/lookups';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { countRows, insertRow } from '../../../test/support/direct-rows.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const admin = await buildUser(app, { name: 'Adam Lind' });
  const member = await buildUser(app, { name: 'Ulla Ström' });
  const otherAdmin = await buildUser(app, { name: 'Olle Annan' });
  const firm = await buildTenant(app, admin, { members: [{ user: member, roles: ['user'] }] });
  const otherFirm = await buildTenant(app, otherAdmin);
  return { app, as, admin, member, otherAdmin, firm, otherFirm };
});

/** A lookup list's path parameters: the tenant, and for a type's branches the type's id. */
type ListParams = { tenant: string; typeId?: string };

interface LookupCase {
  label: string;
  table: string;
  noun: string;
  definite: string;
  endpoints: lookups.LookupEndpoints;
  /** The list's parameters in a firm; a branch's needs an inspection type of that firm first. */
  params(firmId: string, user: TestUser): Promise<ListParams>;
  /** Makes a record of the firm refer to the lookup; answers how the refusal counts it. */
  useIn(firmId: string, id: string): Promise<string>;
}

let inspectionNumber = 0;
const inspection = (firmId: string, values: Record<string, unknown>) =>
  insertRow(world.app, firmId, 'inspections', { number: `T-${(inspectionNumber += 1)}`, ...values });

/** A lookup directly under the firm. */
const inFirm = async (tenant: string): Promise<ListParams> => ({ tenant });

/** Refers to the lookup from `count` inspections through `column`; the refusal counts them. */
const usedByInspections =
  (column: string, count = 1) =>
  async (firmId: string, id: string) => {
    for (let made = 0; made < count; made += 1) await inspection(firmId, { [column]: id });
    return `${count} uppdrag`;
  };

const cases: LookupCase[] = [
  {
    label: 'inspection types',
    table: 'inspection_types',
    noun: 'besiktningstyp',
    definite: 'Besiktningstypen',
    endpoints: lookups.inspectionTypeEndpoints,
    params: inFirm,
    useIn: usedByInspections('type_id'),
  },
  {
    label: 'inspection statuses',
    table: 'inspection_statuses',
    noun: 'status',
    definite: 'Statusen',
    endpoints: lookups.inspectionStatusEndpoints,
    params: inFirm,
    useIn: usedByInspections('status_id', 2),
  },
  {
    label: 'contact roles',
    table: 'contact_roles',
    noun: 'kontaktroll',
    definite: 'Kontaktrollen',
    endpoints: lookups.contactRoleEndpoints,
    params: inFirm,
    useIn: async (firmId, id) => {
      // Two contacts of one inspection in the role: counted as the one inspection it appears in.
      const inspectionId = await inspection(firmId, {});
      for (const name of ['Bo Säljare', 'Eva Köpare']) {
        const contactId = await insertRow(world.app, firmId, 'contacts', { type: 'person', name });
        await insertRow(world.app, firmId, 'inspection_contacts', {
          inspection_id: inspectionId,
          contact_id: contactId,
          role_id: id,
        });
      }
      return '1 uppdrag';
    },
  },
  {
    label: 'branches of an inspection type',
    table: 'inspection_branches',
    noun: 'inriktning',
    definite: 'Inriktningen',
    endpoints: lookups.inspectionBranchEndpoints,
    params: async (tenant, user) => {
      const type = await world.as(user).ok(lookups.inspectionTypeEndpoints.create, {
        params: { tenant },
        body: { name: `Typ ${Math.random()}` },
      });
      return { tenant, typeId: type.id };
    },
    useIn: usedByInspections('branch_id'),
  },
  {
    label: 'project types',
    table: 'project_types',
    noun: 'projekttyp',
    definite: 'Projekttypen',
    endpoints: lookups.projectTypeEndpoints,
    params: inFirm,
    useIn: async (firmId, id) => {
      await insertRow(world.app, firmId, 'projects', { name: 'Brf Tegsbacken', type_id: id });
      return '1 projekt';
    },
  },
];

describe.each(cases)('$label', (lookup) => {
  const { endpoints } = lookup;
  let params: ListParams;
  let otherParams: ListParams;

  beforeAll(async () => {
    params = await lookup.params(world.firm.id, world.admin);
    otherParams = await lookup.params(world.otherFirm.id, world.otherAdmin);
  });

  type Create = { name: string; sortOrder?: number };
  const create = (name: string, extra: Partial<Create> = {}, user = world.admin) =>
    world.as(user).send(endpoints.create, { params, body: { name, ...extra } });
  const made = async (name: string) => world.as(world.admin).ok(endpoints.create, { params, body: { name } });
  const list = (archived?: 'true' | 'false') =>
    world.as(world.member).ok(endpoints.list, { params, query: archived ? { archived } : {} });
  /** The parameters of one item of the firm's list. */
  const item = (id: string) => ({ params: { ...params, id } });
  const read = (id: string, user = world.admin) => world.as(user).send(endpoints.get, item(id));
  const update = (id: string, body: { name?: string; sortOrder?: number; archived?: boolean }) =>
    world.as(world.admin).send(endpoints.update, { ...item(id), body });
  const remove = (id: string) => world.as(world.admin).send(endpoints.remove, item(id));

  it('creates one that goes last, reads it back and lists it for every member', async () => {
    const first = await create('Första');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Första', archived: false, sortOrder: 0 });
    const second = await create('  Andra  ');
    expect(second.json()).toMatchObject({ name: 'Andra', sortOrder: 1 });

    const reread = await read(first.json().id, world.member);
    expect(reread.statusCode).toBe(200);
    expect(reread.json()).toEqual(first.json());
    const listed = await list();
    expect(listed.items.map((entry) => entry.name)).toEqual(['Första', 'Andra']);
    expect(listed.total).toBe(2);
  });

  it('orders by sortOrder, then by name', async () => {
    await create('Öst', { sortOrder: 50 });
    await create('Alfa', { sortOrder: 50 });
    const names = (await list()).items.map((entry) => entry.name);
    expect(names.slice(-2)).toEqual(['Alfa', 'Öst']);
  });

  it('archives with PUT archived: true; the list shows archived ones only when asked', async () => {
    const created = await made('Gammal');
    const archived = await update(created.id, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ name: 'Gammal', archived: true, sortOrder: created.sortOrder });
    expect((await list()).items.map((entry) => entry.id)).not.toContain(created.id);
    expect((await list('false')).items.map((entry) => entry.id)).not.toContain(created.id);
    const all = await list('true');
    expect(all.items.map((entry) => entry.id)).toContain(created.id);
    expect(all.total).toBe(all.items.length);
    const restored = await update(created.id, { archived: false, name: 'Gammal igen' });
    expect(restored.json()).toMatchObject({ name: 'Gammal igen', archived: false });
  });

  it('refuses a second one with the same name in any case (409) and writes nothing', async () => {
    await create('Unik');
    const before = await countRows(world.app, world.firm.id, lookup.table);
    const duplicate = await create('UNIK');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers['content-type']).toContain('application/problem+json');
    expect(duplicate.json().detail).toBe(`Det finns redan en ${lookup.noun} med namnet UNIK`);
    expect(await countRows(world.app, world.firm.id, lookup.table)).toBe(before);

    const other = await made('Annan');
    const renamed = await update(other.id, { name: 'unik' });
    expect(renamed.statusCode).toBe(409);
    expect((await read(other.id)).json().name).toBe('Annan');
  });

  it('allows the same name in another organisation', async () => {
    await create('Delad');
    const elsewhere = await world.as(world.otherAdmin).send(endpoints.create, {
      params: otherParams,
      body: { name: 'Delad' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers bad input with 400 and field errors, writing nothing', async () => {
    const before = await countRows(world.app, world.firm.id, lookup.table);
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(101) }, { name: 'Ok', sortOrder: -1 }, {}]) {
      const response = await world.as(world.admin).send(endpoints.create, { params, body: body as Create });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).some((field) => field.startsWith('body.'))).toBe(true);
    }
    expect(await countRows(world.app, world.firm.id, lookup.table)).toBe(before);

    const created = await made('Oförändrad');
    const bad = await update(created.id, { name: '', archived: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['body.name']).toBeDefined();
    expect((await read(created.id)).json()).toMatchObject({ name: 'Oförändrad', archived: false });
    expect((await read('inte-ett-id')).statusCode).toBe(400);
  });

  it('lets members read but only administrators write (403)', async () => {
    const created = await made('Skyddad');
    const attempts = [
      create('Ny', {}, world.member),
      world.as(world.member).send(endpoints.update, { ...item(created.id), body: { name: 'X' } }),
      world.as(world.member).send(endpoints.remove, item(created.id)),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect((await read(created.id, world.member)).json().name).toBe('Skyddad');
  });

  it('answers another organisation’s id with 404 and leaves it alone', async () => {
    const foreign = await world.as(world.otherAdmin).ok(endpoints.create, {
      params: otherParams,
      body: { name: 'Deras' },
    });
    for (const response of [
      await read(foreign.id),
      await update(foreign.id, { name: 'Vår nu' }),
      await remove(foreign.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(`${lookup.definite} finns inte`);
    }
    const theirs = await world
      .as(world.otherAdmin)
      .ok(endpoints.get, { params: { ...otherParams, id: foreign.id } });
    expect(theirs.name).toBe('Deras');
    expect((await list('true')).items.map((entry) => entry.id)).not.toContain(foreign.id);
  });

  it('deletes one that nothing uses', async () => {
    const created = await made('Tillfällig');
    const deleted = await remove(created.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await remove(created.id)).statusCode).toBe(404);
  });

  it('refuses to delete one in use (409, with how many use it) and suggests archiving', async () => {
    const created = await made('Använd');
    const counted = await lookup.useIn(world.firm.id, created.id);
    const refused = await remove(created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toBe(
      `${lookup.definite} används av ${counted} och kan inte tas bort. Arkivera den i stället.`,
    );
    expect((await read(created.id)).statusCode).toBe(200);
    expect((await update(created.id, { archived: true })).statusCode).toBe(200);
  });
});
