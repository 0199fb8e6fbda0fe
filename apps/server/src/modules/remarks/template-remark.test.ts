import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildInspectionType, inspectionsService } from '../../../test/support/remark-factories.ts';

let app: FastifyInstance;
let admin: TestUser;
let inspector: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let type: { id: string };
let otherType: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  admin = await buildUser(app);
  inspector = await buildUser(app);
  outsider = await buildUser(app);
  firm = await buildTenant(app, admin, { members: [{ user: inspector, roles: ['user'] }] });
  otherFirm = await buildTenant(app, outsider);
  type = await buildInspectionType(app, firm, admin);
  otherType = await buildInspectionType(app, otherFirm, outsider);
});
afterAll(async () => app?.close());

const templates = (target = firm) => `${inspectionsService(target)}/remarks/templates`;

async function addTemplate(body: Record<string, unknown>, user = admin, target = firm) {
  return app.inject({ method: 'POST', url: templates(target), headers: user.auth, payload: body });
}

const listTemplates = (typeId = type.id, user = inspector) =>
  app.inject({ method: 'GET', url: `${templates()}/${typeId}`, headers: user.auth });

describe('template remarks per inspection type', () => {
  it('lets an administrator add them, last unless ordered, and members list them in order', async () => {
    const first = await addTemplate({
      typeId: type.id,
      title: 'Yttertak',
      text: 'Okulärt besiktigat från mark',
      category: 'Tak',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ typeId: type.id, sortOrder: 0, category: 'Tak' });
    await addTemplate({ typeId: type.id, title: 'Grund' });
    await addTemplate({ typeId: type.id, title: 'Först', sortOrder: 0 });
    await addTemplate({ typeId: otherType.id, title: 'Deras' }, outsider, otherFirm);

    const response = await listTemplates();
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { title: string }) => item.title)).toEqual([
      'Yttertak',
      'Först',
      'Grund',
    ]);
  });

  it('lets an administrator change and delete them', async () => {
    const created = (await addTemplate({ typeId: type.id, title: 'Ändras' })).json();
    const changed = await app.inject({
      method: 'PUT',
      url: `${templates()}/${created.id}`,
      headers: admin.auth,
      payload: { title: 'Ändrad', sortOrder: 50 },
    });
    expect(changed.json()).toMatchObject({ title: 'Ändrad', sortOrder: 50, typeId: type.id });
    const unchanged = await app.inject({
      method: 'PUT',
      url: `${templates()}/${created.id}`,
      headers: admin.auth,
      payload: {},
    });
    expect(unchanged.json()).toMatchObject({ title: 'Ändrad' });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${templates()}/${created.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'DELETE', url: `${templates()}/${created.id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps writes for administrators', async () => {
    const created = (await addTemplate({ typeId: type.id, title: 'Skyddad' })).json();
    const attempts = await Promise.all([
      addTemplate({ typeId: type.id, title: 'x' }, inspector),
      app.inject({
        method: 'PUT',
        url: `${templates()}/${created.id}`,
        headers: inspector.auth,
        payload: { title: 'x' },
      }),
      app.inject({ method: 'DELETE', url: `${templates()}/${created.id}`, headers: inspector.auth }),
    ]);
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await listTemplates()).json();
    for (const [payload, field] of [
      [{ typeId: type.id }, 'body.title'],
      [{ typeId: 'inte-ett-id', title: 'x' }, 'body.typeId'],
      [{ typeId: type.id, title: 'x', sortOrder: 1.5 }, 'body.sortOrder'],
    ] as const) {
      const response = await addTemplate(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty([field]);
    }
    expect((await listTemplates()).json()).toEqual(before);
  });

  it('answers 404 for another firm’s types and template remarks', async () => {
    const theirs = (
      await addTemplate({ typeId: otherType.id, title: 'Deras mall' }, outsider, otherFirm)
    ).json();
    expect((await listTemplates(otherType.id)).statusCode).toBe(404);
    expect((await addTemplate({ typeId: otherType.id, title: 'Intrång' })).statusCode).toBe(404);
    const changed = await app.inject({
      method: 'PUT',
      url: `${templates()}/${theirs.id}`,
      headers: admin.auth,
      payload: { title: 'x' },
    });
    expect(changed.statusCode).toBe(404);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${templates()}/${theirs.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `${templates(otherFirm)}/${otherType.id}`,
      headers: outsider.auth,
    });
    expect(list.json().items.map((item: { title: string }) => item.title)).toContain('Deras mall');
  });
});

describe('routes of the remarks service that share a prefix', () => {
  it('sends each static path to its own route, not to a parametric neighbour', async () => {
    const base = `${inspectionsService(firm)}/remarks`;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });

    expect((await call('POST', `${base}/common/query`, {})).json()).toHaveProperty('total');
    expect(
      (await call('POST', `${base}/common/delete`, { ids: ['00000000-0000-4000-8000-000000000000'] }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `${base}/values/category`, {})).json()).toHaveProperty('items');
    expect((await call('GET', `${base}/templates/${type.id}`)).json()).toHaveProperty('items');
    // Static words in an id's place are ids that do not validate, not other routes.
    expect((await call('PUT', `${base}/common/query`, { title: 'x' })).statusCode).toBe(400);
    expect((await call('DELETE', `${base}/common/delete`)).statusCode).toBe(400);
    expect((await call('GET', `${base}/templates/common`)).statusCode).toBe(400);
    expect((await call('GET', `${base}/common`)).statusCode).toBe(404);
  });
});
