import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { countRows, insertRow } from './direct-rows.test-support.ts';

/**
 * The behaviour all five lookups share, run once per lookup: listing in order with the archived
 * filter, create/read/update/delete, unique names, bad input, permissions, other tenants' ids and
 * the refusal to delete one that is in use.
 */

let app: FastifyInstance;
let admin: TestUser;
let member: TestUser;
let otherAdmin: TestUser;
let firm: { id: string };
let otherFirm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  admin = await buildUser(app, { name: 'Adam Lind' });
  member = await buildUser(app, { name: 'Ulla Ström' });
  otherAdmin = await buildUser(app, { name: 'Olle Annan' });
  firm = await buildTenant(app, admin, { members: [{ user: member, roles: ['user'] }] });
  otherFirm = await buildTenant(app, otherAdmin);
});
afterAll(async () => app?.close());

interface LookupCase {
  label: string;
  table: string;
  noun: string;
  definite: string;
  /** The list's path in a firm; a branch's needs an inspection type of that firm first. */
  collection(firmId: string, auth: TestUser): Promise<string>;
  /** Makes a record of the firm refer to the lookup; answers how the refusal counts it. */
  useIn(firmId: string, id: string): Promise<string>;
}

const service = (firmId: string) => `/${firmId}/v1/inspections`;
let inspectionNumber = 0;
const inspection = (firmId: string, values: Record<string, unknown>) =>
  insertRow(app, firmId, 'inspections', { number: `T-${(inspectionNumber += 1)}`, ...values });

async function createInspectionType(firmId: string, user: TestUser, name: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${service(firmId)}/types`,
    headers: user.auth,
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const cases: LookupCase[] = [
  {
    label: 'inspection types',
    table: 'inspection_types',
    noun: 'besiktningstyp',
    definite: 'Besiktningstypen',
    collection: async (firmId) => `${service(firmId)}/types`,
    useIn: async (firmId, id) => {
      await inspection(firmId, { type_id: id });
      return '1 uppdrag';
    },
  },
  {
    label: 'inspection statuses',
    table: 'inspection_statuses',
    noun: 'status',
    definite: 'Statusen',
    collection: async (firmId) => `${service(firmId)}/statuses`,
    useIn: async (firmId, id) => {
      await inspection(firmId, { status_id: id });
      await inspection(firmId, { status_id: id });
      return '2 uppdrag';
    },
  },
  {
    label: 'contact roles',
    table: 'contact_roles',
    noun: 'kontaktroll',
    definite: 'Kontaktrollen',
    collection: async (firmId) => `${service(firmId)}/contact-roles`,
    useIn: async (firmId, id) => {
      // Two contacts of one inspection in the role: counted as the one inspection it appears in.
      const inspectionId = await inspection(firmId, {});
      for (const name of ['Bo Säljare', 'Eva Köpare']) {
        const contactId = await insertRow(app, firmId, 'contacts', { type: 'person', name });
        await insertRow(app, firmId, 'inspection_contacts', {
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
    collection: async (firmId, user) => {
      const typeId = await createInspectionType(firmId, user, `Typ ${Math.random()}`);
      return `${service(firmId)}/inspections/${typeId}/branches`;
    },
    useIn: async (firmId, id) => {
      await inspection(firmId, { branch_id: id });
      return '1 uppdrag';
    },
  },
  {
    label: 'project types',
    table: 'project_types',
    noun: 'projekttyp',
    definite: 'Projekttypen',
    collection: async (firmId) => `${service(firmId)}/projects/types`,
    useIn: async (firmId, id) => {
      await insertRow(app, firmId, 'projects', { name: 'Brf Tegsbacken', type_id: id });
      return '1 projekt';
    },
  },
];

describe.each(cases)('$label', (lookup) => {
  let path: string;
  let otherPath: string;

  beforeAll(async () => {
    path = await lookup.collection(firm.id, admin);
    otherPath = await lookup.collection(otherFirm.id, otherAdmin);
  });

  const create = (name: string, extra: Record<string, unknown> = {}, user = admin) =>
    app.inject({ method: 'POST', url: path, headers: user.auth, payload: { name, ...extra } });
  const list = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `${path}${query}`, headers: member.auth });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { id: string; name: string; sortOrder: number }[]; total: number };
  };

  it('creates one that goes last, reads it back and lists it for every member', async () => {
    const first = await create('Första');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Första', archived: false, sortOrder: 0 });
    const second = await create('  Andra  ');
    expect(second.json()).toMatchObject({ name: 'Andra', sortOrder: 1 });

    const read = await app.inject({ method: 'GET', url: `${path}/${first.json().id}`, headers: member.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(first.json());
    const listed = await list();
    expect(listed.items.map((item) => item.name)).toEqual(['Första', 'Andra']);
    expect(listed.total).toBe(2);
  });

  it('orders by sortOrder, then by name', async () => {
    await create('Öst', { sortOrder: 50 });
    await create('Alfa', { sortOrder: 50 });
    const names = (await list()).items.map((item) => item.name);
    expect(names.slice(-2)).toEqual(['Alfa', 'Öst']);
  });

  it('archives with PUT archived: true; the list shows archived ones only when asked', async () => {
    const created = (await create('Gammal')).json();
    const archived = await app.inject({
      method: 'PUT',
      url: `${path}/${created.id}`,
      headers: admin.auth,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ name: 'Gammal', archived: true, sortOrder: created.sortOrder });
    expect((await list()).items.map((item) => item.id)).not.toContain(created.id);
    expect((await list('?archived=false')).items.map((item) => item.id)).not.toContain(created.id);
    const all = await list('?archived=true');
    expect(all.items.map((item) => item.id)).toContain(created.id);
    expect(all.total).toBe(all.items.length);
    const restored = await app.inject({
      method: 'PUT',
      url: `${path}/${created.id}`,
      headers: admin.auth,
      payload: { archived: false, name: 'Gammal igen' },
    });
    expect(restored.json()).toMatchObject({ name: 'Gammal igen', archived: false });
  });

  it('refuses a second one with the same name in any case (409) and writes nothing', async () => {
    await create('Unik');
    const before = await countRows(app, firm.id, lookup.table);
    const duplicate = await create('UNIK');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers['content-type']).toContain('application/problem+json');
    expect(duplicate.json().detail).toBe(`Det finns redan en ${lookup.noun} med namnet UNIK`);
    expect(await countRows(app, firm.id, lookup.table)).toBe(before);

    const other = (await create('Annan')).json();
    const renamed = await app.inject({
      method: 'PUT',
      url: `${path}/${other.id}`,
      headers: admin.auth,
      payload: { name: 'unik' },
    });
    expect(renamed.statusCode).toBe(409);
    const reread = await app.inject({ method: 'GET', url: `${path}/${other.id}`, headers: admin.auth });
    expect(reread.json().name).toBe('Annan');
  });

  it('allows the same name in another organisation', async () => {
    await create('Delad');
    const elsewhere = await app.inject({
      method: 'POST',
      url: otherPath,
      headers: otherAdmin.auth,
      payload: { name: 'Delad' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers bad input with 400 and field errors, writing nothing', async () => {
    const before = await countRows(app, firm.id, lookup.table);
    for (const payload of [{ name: '   ' }, { name: 'x'.repeat(101) }, { name: 'Ok', sortOrder: -1 }, {}]) {
      const response = await app.inject({ method: 'POST', url: path, headers: admin.auth, payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).some((field) => field.startsWith('body.'))).toBe(true);
    }
    expect(await countRows(app, firm.id, lookup.table)).toBe(before);

    const created = (await create('Oförändrad')).json();
    const bad = await app.inject({
      method: 'PUT',
      url: `${path}/${created.id}`,
      headers: admin.auth,
      payload: { name: '', archived: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['body.name']).toBeDefined();
    const reread = await app.inject({ method: 'GET', url: `${path}/${created.id}`, headers: admin.auth });
    expect(reread.json()).toMatchObject({ name: 'Oförändrad', archived: false });
    const badId = await app.inject({ method: 'GET', url: `${path}/inte-ett-id`, headers: admin.auth });
    expect(badId.statusCode).toBe(400);
  });

  it('lets members read but only administrators write (403)', async () => {
    const created = (await create('Skyddad')).json();
    const attempts = [
      app.inject({ method: 'POST', url: path, headers: member.auth, payload: { name: 'Ny' } }),
      app.inject({
        method: 'PUT',
        url: `${path}/${created.id}`,
        headers: member.auth,
        payload: { name: 'X' },
      }),
      app.inject({ method: 'DELETE', url: `${path}/${created.id}`, headers: member.auth }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    const reread = await app.inject({ method: 'GET', url: `${path}/${created.id}`, headers: member.auth });
    expect(reread.json().name).toBe('Skyddad');
  });

  it('answers another organisation’s id with 404 and leaves it alone', async () => {
    const foreign = (
      await app.inject({
        method: 'POST',
        url: otherPath,
        headers: otherAdmin.auth,
        payload: { name: 'Deras' },
      })
    ).json();
    for (const request of [
      { method: 'GET' as const },
      { method: 'PUT' as const, payload: { name: 'Vår nu' } },
      { method: 'DELETE' as const },
    ]) {
      const response = await app.inject({ ...request, url: `${path}/${foreign.id}`, headers: admin.auth });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(`${lookup.definite} finns inte`);
    }
    const theirs = await app.inject({
      method: 'GET',
      url: `${otherPath}/${foreign.id}`,
      headers: otherAdmin.auth,
    });
    expect(theirs.json().name).toBe('Deras');
    expect((await list('?archived=true')).items.map((item) => item.id)).not.toContain(foreign.id);
  });

  it('deletes one that nothing uses', async () => {
    const created = (await create('Tillfällig')).json();
    const deleted = await app.inject({ method: 'DELETE', url: `${path}/${created.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const again = await app.inject({ method: 'DELETE', url: `${path}/${created.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete one in use (409, with how many use it) and suggests archiving', async () => {
    const created = (await create('Använd')).json();
    const counted = await lookup.useIn(firm.id, created.id);
    const refused = await app.inject({ method: 'DELETE', url: `${path}/${created.id}`, headers: admin.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toBe(
      `${lookup.definite} används av ${counted} och kan inte tas bort. Arkivera den i stället.`,
    );
    const reread = await app.inject({ method: 'GET', url: `${path}/${created.id}`, headers: admin.auth });
    expect(reread.statusCode).toBe(200);
    const archived = await app.inject({
      method: 'PUT',
      url: `${path}/${created.id}`,
      headers: admin.auth,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
  });
});
