import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { inspectionsService } from '../../../test/support/remark-factories.ts';

let app: FastifyInstance;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  viewer = await buildUser(app);
  outsider = await buildUser(app);
  firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  otherFirm = await buildTenant(app, outsider);
});
afterAll(async () => app?.close());

const library = (target = firm) => `${inspectionsService(target)}/remarks/common`;

async function save(body: Record<string, unknown>, user = owner, target = firm) {
  const response = await app.inject({
    method: 'POST',
    url: library(target),
    headers: user.auth,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; title: string };
}

const search = (body: Record<string, unknown> = {}, user = owner, target = firm) =>
  app.inject({ method: 'POST', url: `${library(target)}/query`, headers: user.auth, payload: body });

describe('the firm’s saved remarks', () => {
  it('saves remarks and searches them by text and category, a page at a time, by title', async () => {
    const saved = await save({
      title: 'Fuktskada i källare',
      text: 'Förhöjd fuktkvot i syllen.',
      category: 'Fukt',
      tags: ['källare', 'fukt'],
    });
    expect(saved).toMatchObject({ category: 'Fukt', tags: ['källare', 'fukt'] });
    await save({ title: 'Bristande ventilation', text: 'Fukt i vindsutrymme', category: 'Ventilation' });
    await save({ title: 'Avsaknad av tätskikt', category: 'fukt' });
    await save({ title: 'Hemlig hos annan firma, fukt' }, outsider, otherFirm);

    const all = (await search({}, viewer)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((item: { title: string }) => item.title)).toEqual([
      'Avsaknad av tätskikt',
      'Bristande ventilation',
      'Fuktskada i källare',
    ]);
    const byText = (await search({ query: 'FUKT' })).json();
    expect(byText.total).toBe(3);
    const byCategory = (await search({ query: 'fukt', category: 'Fukt' })).json();
    expect(byCategory.items.map((item: { title: string }) => item.title)).toEqual([
      'Avsaknad av tätskikt',
      'Fuktskada i källare',
    ]);
    const secondPage = (await search({ page: 2, pageSize: 5 })).json();
    expect(secondPage).toEqual({ items: [], total: 3 });
    const everything = (await search({ pageSize: -1 })).json();
    expect(everything.items).toHaveLength(3);
    const wildcard = (await search({ query: '%' })).json();
    expect(wildcard.total).toBe(0);
  });

  it('changes and deletes a saved remark', async () => {
    const saved = await save({ title: 'Gammal formulering', text: 'Text' });
    const changed = await app.inject({
      method: 'PUT',
      url: `${library()}/${saved.id}`,
      headers: owner.auth,
      payload: { title: 'Ny formulering', text: null },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Ny formulering', text: null });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${library()}/${saved.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await app.inject({
      method: 'DELETE',
      url: `${library()}/${saved.id}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('deletes several at once, or none when one is not the firm’s', async () => {
    const first = await save({ title: 'Att ta bort 1' });
    const second = await save({ title: 'Att ta bort 2' });
    const theirs = await save({ title: 'Deras' }, outsider, otherFirm);
    const mixed = await app.inject({
      method: 'POST',
      url: `${library()}/delete`,
      headers: owner.auth,
      payload: { ids: [first.id, theirs.id] },
    });
    expect(mixed.statusCode).toBe(404);
    const titles = () =>
      search({ pageSize: -1 }).then((response) =>
        response.json().items.map((item: { title: string }) => item.title),
      );
    expect(await titles()).toEqual(expect.arrayContaining(['Att ta bort 1', 'Att ta bort 2']));

    const both = await app.inject({
      method: 'POST',
      url: `${library()}/delete`,
      headers: owner.auth,
      payload: { ids: [first.id, second.id, first.id] },
    });
    expect(both.statusCode).toBe(204);
    expect(await titles()).not.toEqual(expect.arrayContaining(['Att ta bort 1']));
    expect(await titles()).not.toEqual(expect.arrayContaining(['Att ta bort 2']));
    expect((await search({ query: 'Deras' }, outsider, otherFirm)).json().total).toBe(1);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await search({ pageSize: -1 })).json();
    for (const [target, payload, field] of [
      [library(), {}, 'body.title'],
      [library(), { title: 'x', tags: [''] }, 'body.tags.0'],
      [`${library()}/query`, { pageSize: 7 }, 'body.pageSize'],
      [`${library()}/query`, { page: 0 }, 'body.page'],
      [`${library()}/delete`, { ids: [] }, 'body.ids'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: target, headers: owner.auth, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toHaveProperty([field]);
    }
    expect((await search({ pageSize: -1 })).json()).toEqual(before);
  });

  it('answers 404 for another firm’s saved remarks', async () => {
    const theirs = await save({ title: 'Deras text' }, outsider, otherFirm);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `${library()}/${theirs.id}`,
        headers: owner.auth,
        ...(method === 'PUT' ? { payload: { title: 'Intrång' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await search({ query: 'Deras text' }, outsider, otherFirm)).json().items[0].title).toBe(
      'Deras text',
    );
  });

  it('lets readers search but not change the library', async () => {
    expect((await search({}, viewer)).statusCode).toBe(200);
    const response = await app.inject({
      method: 'POST',
      url: library(),
      headers: viewer.auth,
      payload: { title: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});
