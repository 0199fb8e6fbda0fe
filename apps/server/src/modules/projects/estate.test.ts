import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { countRows } from '../lookups/direct-rows.test-support.ts';

let app: FastifyInstance;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let project: { id: string };
let otherProject: { id: string };
let foreignProject: { id: string };
let foreignEstate: { id: string };

const projects = (firmId: string) => `/${firmId}/v1/inspections/projects`;
const estates = (projectId: string, firmId = firm.id) => `${projects(firmId)}/${projectId}/estates`;

async function post(url: string, payload: object, user = owner) {
  const response = await app.inject({ method: 'POST', url, headers: user.auth, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; sortOrder: number };
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  viewer = await buildUser(app);
  outsider = await buildUser(app);
  firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  otherFirm = await buildTenant(app, outsider);
  project = await post(projects(firm.id), { name: 'Tegsbacken' });
  otherProject = await post(projects(firm.id), { name: 'Ålidhem' });
  foreignProject = await post(projects(otherFirm.id), { name: 'Deras' }, outsider);
  foreignEstate = await post(estates(foreignProject.id, otherFirm.id), { name: 'Deras hus' }, outsider);
});
afterAll(async () => app?.close());

const list = async (projectId = project.id, user = owner) => {
  const response = await app.inject({ method: 'GET', url: estates(projectId), headers: user.auth });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: string; name: string; designation: string | null; sortOrder: number; state: string }[];
    total: number;
  };
};

describe('estates of a project', () => {
  let houseA: { id: string };
  let houseB: { id: string };
  let houseC: { id: string; sortOrder: number };

  it('are created last in order, with designation and address, and listed with the project', async () => {
    houseA = await post(estates(project.id), {
      name: 'Hus A',
      designation: 'Umeå Tegsbacken 2:14',
      address: { address: 'Tegsbacken 2A', city: 'Umeå', postalCode: '' },
    });
    houseB = await post(estates(project.id), { name: 'Hus B', designation: ' ' });
    houseC = await post(estates(project.id), { name: 'Hus C', sortOrder: 10 });
    expect(houseA).toMatchObject({
      projectId: project.id,
      designation: 'Umeå Tegsbacken 2:14',
      address: { address: 'Tegsbacken 2A', city: 'Umeå', postalCode: null, region: null, country: null },
      state: 'active',
      sortOrder: 0,
    });
    expect(houseB).toMatchObject({ designation: null, address: null, sortOrder: 1 });
    expect(houseC.sortOrder).toBe(10);
    expect((await post(estates(otherProject.id), { name: 'Annat hus' })).sortOrder).toBe(0);

    const listed = await list();
    expect(listed.total).toBe(3);
    expect(listed.items.map((estate) => estate.name)).toEqual(['Hus A', 'Hus B', 'Hus C']);
    const read = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/vb/admin/projects/${project.id}`,
      headers: viewer.auth,
    });
    expect(read.json().estates).toEqual(listed.items);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const before = await countRows(app, firm.id, 'estates');
    for (const payload of [
      {},
      { name: ' ' },
      { name: 'X', sortOrder: -1 },
      { name: 'X', designation: 'x'.repeat(101) },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: estates(project.id),
        headers: owner.auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^body/);
    }
    expect(await countRows(app, firm.id, 'estates')).toBe(before);
  });

  it('are changed several at once: only the named fields, answering the whole new list', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: estates(project.id),
      headers: owner.auth,
      payload: {
        items: [
          { id: houseC.id, sortOrder: 0, designation: 'Umeå Tegsbacken 2:16' },
          { id: houseA.id, sortOrder: 5, name: 'Hus A (norra)' },
          { id: houseB.id },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    const items = response.json().items as { name: string; designation: string | null; sortOrder: number }[];
    expect(items.map((estate) => [estate.name, estate.designation, estate.sortOrder])).toEqual([
      ['Hus C', 'Umeå Tegsbacken 2:16', 0],
      ['Hus B', null, 1],
      ['Hus A (norra)', 'Umeå Tegsbacken 2:14', 5],
    ]);
  });

  it('refuses a change naming another project’s or organisation’s estate (400), changing none', async () => {
    const before = await list();
    const [elsewhere] = (await list(otherProject.id)).items;
    const response = await app.inject({
      method: 'PUT',
      url: estates(project.id),
      headers: owner.auth,
      payload: {
        items: [
          { id: houseA.id, name: 'Ska inte sparas' },
          { id: elsewhere!.id, name: 'Flyttad' },
          { id: foreignEstate.id, name: 'Kapad' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.items.1.id': ['Fastigheten finns inte i projektet'],
      'body.items.2.id': ['Fastigheten finns inte i projektet'],
    });
    expect(await list()).toEqual(before);
    expect((await list(otherProject.id)).items[0]?.name).toBe('Annat hus');
  });

  it('refuses a change naming an estate twice or none, or with bad values (400)', async () => {
    const before = await list();
    for (const payload of [
      { items: [{ id: houseA.id }, { id: houseA.id, name: 'Två' }] },
      { items: [] },
      { items: [{ id: houseA.id, name: '' }] },
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: estates(project.id),
        headers: owner.auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await list()).toEqual(before);
  });

  it('take a state with ?state=', async () => {
    const completed = await app.inject({
      method: 'POST',
      url: `${estates(project.id)}/${houseB.id}?state=completed`,
      headers: owner.auth,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: houseB.id, name: 'Hus B', state: 'completed' });
    const bad = await app.inject({
      method: 'POST',
      url: `${estates(project.id)}/${houseB.id}?state=klar`,
      headers: owner.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect((await list()).items.find((estate) => estate.id === houseB.id)?.state).toBe('completed');
  });

  it('are deleted one at a time', async () => {
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${estates(project.id)}/${houseC.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await app.inject({
      method: 'DELETE',
      url: `${estates(project.id)}/${houseC.id}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Fastigheten finns inte');
    expect((await list()).items.map((estate) => estate.name)).toEqual(['Hus B', 'Hus A (norra)']);
  });

  it('are not reached through another project', async () => {
    for (const request of [
      { method: 'DELETE' as const, url: `${estates(otherProject.id)}/${houseA.id}` },
      { method: 'POST' as const, url: `${estates(otherProject.id)}/${houseA.id}?state=archived` },
    ]) {
      const response = await app.inject({ ...request, headers: owner.auth });
      expect(response.statusCode).toBe(404);
    }
    expect((await list()).items.find((estate) => estate.id === houseA.id)?.state).toBe('active');
  });

  it('answer 404 under another organisation’s project, and for its estates, writing nothing', async () => {
    const before = await countRows(app, otherFirm.id, 'estates');
    const requests = [
      { method: 'GET' as const, url: estates(foreignProject.id) },
      { method: 'POST' as const, url: estates(foreignProject.id), payload: { name: 'Intrång' } },
      {
        method: 'PUT' as const,
        url: estates(foreignProject.id),
        payload: { items: [{ id: foreignEstate.id }] },
      },
      { method: 'DELETE' as const, url: `${estates(foreignProject.id)}/${foreignEstate.id}` },
      { method: 'POST' as const, url: `${estates(foreignProject.id)}/${foreignEstate.id}?state=archived` },
      { method: 'DELETE' as const, url: `${estates(project.id)}/${foreignEstate.id}` },
      { method: 'POST' as const, url: `${estates(project.id)}/${foreignEstate.id}?state=archived` },
    ];
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: owner.auth });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Deras');
    }
    expect(await countRows(app, otherFirm.id, 'estates')).toBe(before);
    const theirs = await app.inject({
      method: 'GET',
      url: estates(foreignProject.id, otherFirm.id),
      headers: outsider.auth,
    });
    expect(theirs.json().items).toMatchObject([{ name: 'Deras hus', state: 'active' }]);
  });

  it('are read by a viewer, who may not change them (403)', async () => {
    expect((await list(project.id, viewer)).total).toBe(2);
    const attempts = [
      app.inject({
        method: 'POST',
        url: estates(project.id),
        headers: viewer.auth,
        payload: { name: 'Nej' },
      }),
      app.inject({
        method: 'PUT',
        url: estates(project.id),
        headers: viewer.auth,
        payload: { items: [{ id: houseA.id, name: 'Nej' }] },
      }),
      app.inject({
        method: 'POST',
        url: `${estates(project.id)}/${houseA.id}?state=archived`,
        headers: viewer.auth,
      }),
      app.inject({ method: 'DELETE', url: `${estates(project.id)}/${houseA.id}`, headers: viewer.auth }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect((await list()).total).toBe(2);
  });
});
