import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import {
  addObject,
  addRemark,
  buildInspection,
  inspectionsService,
  remarksUrl,
} from '../../../test/support/remark-factories.ts';

let app: FastifyInstance;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let inspection: { id: string };
let object: { id: string };
let otherObject: { id: string };
let otherInspection: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  viewer = await buildUser(app);
  outsider = await buildUser(app);
  firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  otherFirm = await buildTenant(app, outsider);
  inspection = await buildInspection(app, firm, owner);
  object = await addObject(app, firm, owner, inspection.id);
  otherInspection = await buildInspection(app, otherFirm, outsider);
  otherObject = await addObject(app, otherFirm, outsider, otherInspection.id);
});
afterAll(async () => app?.close());

const url = () => remarksUrl(firm, inspection.id, object.id);
const listRemarks = (user = owner) => app.inject({ method: 'GET', url: url(), headers: user.auth });

describe('remarks of an object', () => {
  it('creates remarks last in order, blank texts as null, and lists them', async () => {
    const first = await addRemark(app, firm, owner, inspection.id, object.id, {
      title: 'Fuktfläck i källare',
      text: 'Förhöjd fuktkvot uppmätt vid norra ytterväggen.',
      category: 'Fukt',
      location: 'Källare',
      attributes: { åtgärd: 'Utred vidare' },
    });
    expect(first).toMatchObject({
      sortOrder: 0,
      category: 'Fukt',
      images: [],
      attributes: { åtgärd: 'Utred vidare' },
    });
    const second = await addRemark(app, firm, owner, inspection.id, object.id, {
      title: 'Spricka',
      text: ' ',
      location: '',
    });
    expect(second).toMatchObject({ sortOrder: 1, text: null, location: null, category: null });
    const response = await listRemarks(viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, items: [{ id: first.id }, { id: second.id }] });
  });

  it('changes the fields sent, and clears a field sent as null', async () => {
    const remark = await addRemark(app, firm, owner, inspection.id, object.id, {
      title: 'Takavvattning',
      category: 'Tak',
    });
    const response = await app.inject({
      method: 'PUT',
      url: `${url()}/${remark.id}`,
      headers: owner.auth,
      payload: { text: 'Stuprör saknas', category: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Takavvattning', text: 'Stuprör saknas', category: null });
  });

  it('changes several remarks at once, or none when one id is not the object’s', async () => {
    const a = await addRemark(app, firm, owner, inspection.id, object.id, { title: 'A' });
    const b = await addRemark(app, firm, owner, inspection.id, object.id, { title: 'B' });
    const reordered = await app.inject({
      method: 'PUT',
      url: url(),
      headers: owner.auth,
      payload: {
        items: [
          { id: a.id, sortOrder: 101, category: 'Ordning' },
          { id: b.id, sortOrder: 100, title: 'B2' },
        ],
      },
    });
    expect(reordered.statusCode).toBe(200);
    const titles = reordered.json().items.map((remark: { title: string }) => remark.title);
    expect(titles.slice(-2)).toEqual(['B2', 'A']);

    const stranger = await addRemark(app, otherFirm, outsider, otherInspection.id, otherObject.id);
    const mixed = await app.inject({
      method: 'PUT',
      url: url(),
      headers: owner.auth,
      payload: {
        items: [
          { id: a.id, title: 'Ändrad' },
          { id: stranger.id, title: 'Intrång' },
        ],
      },
    });
    expect(mixed.statusCode).toBe(404);
    const after = (await listRemarks()).json().items.find((remark: { id: string }) => remark.id === a.id);
    expect(after.title).toBe('A');
  });

  it('deletes a remark', async () => {
    const remark = await addRemark(app, firm, owner, inspection.id, object.id, { title: 'Tillfällig' });
    const deleted = await app.inject({ method: 'DELETE', url: `${url()}/${remark.id}`, headers: owner.auth });
    expect(deleted.statusCode).toBe(204);
    const again = await app.inject({ method: 'DELETE', url: `${url()}/${remark.id}`, headers: owner.auth });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await listRemarks()).json();
    const [remark] = before.items;
    for (const [method, target, payload, field] of [
      ['POST', url(), {}, 'body.title'],
      ['POST', url(), { title: ' ' }, 'body.title'],
      ['POST', url(), { title: 'x', location: 'x'.repeat(201) }, 'body.location'],
      ['PUT', `${url()}/${remark.id}`, { title: '' }, 'body.title'],
      ['PUT', url(), { items: [] }, 'body.items'],
      ['PUT', url(), { items: [{ id: 'inte-ett-id' }] }, 'body.items.0.id'],
    ] as const) {
      const response = await app.inject({ method, url: target, headers: owner.auth, payload });
      expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().errors).toHaveProperty([field]);
    }
    expect((await listRemarks()).json()).toEqual(before);
  });

  it('answers 404 for another firm’s objects and remarks, and remarks of another object', async () => {
    const stranger = await addRemark(app, otherFirm, outsider, otherInspection.id, otherObject.id, {
      title: 'Deras',
    });
    const sibling = await addObject(app, firm, owner, inspection.id, { name: 'Garage' });
    const own = await addRemark(app, firm, owner, inspection.id, object.id);
    for (const [method, target] of [
      ['GET', remarksUrl(firm, inspection.id, otherObject.id)],
      ['POST', remarksUrl(firm, inspection.id, otherObject.id)],
      ['PUT', `${url()}/${stranger.id}`],
      ['DELETE', `${url()}/${stranger.id}`],
      ['PUT', `${remarksUrl(firm, inspection.id, sibling.id)}/${own.id}`],
      ['DELETE', `${remarksUrl(firm, otherInspection.id, otherObject.id)}/${stranger.id}`],
    ] as const) {
      const response = await app.inject({
        method,
        url: target,
        headers: owner.auth,
        ...(method === 'POST' || method === 'PUT' ? { payload: { title: 'Intrång' } } : {}),
      });
      expect(response.statusCode, `${method} ${target}`).toBe(404);
    }
    const theirs = await app.inject({
      method: 'GET',
      url: remarksUrl(otherFirm, otherInspection.id, otherObject.id),
      headers: outsider.auth,
    });
    expect(theirs.json().items.find((remark: { id: string }) => remark.id === stranger.id).title).toBe(
      'Deras',
    );
  });

  it('lets readers list but not write', async () => {
    const response = await app.inject({
      method: 'POST',
      url: url(),
      headers: viewer.auth,
      payload: { title: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('values used in remarks, for autocomplete', () => {
  const values = (field: string, query?: string, user = owner, target = firm) =>
    app.inject({
      method: 'POST',
      url: `${inspectionsService(target)}/remarks/values/${field}`,
      headers: user.auth,
      payload: query === undefined ? {} : { query },
    });

  it('answers the firm’s distinct values, most used first, matching the query', async () => {
    const valuesObject = await addObject(app, firm, owner, inspection.id, { name: 'Värden' });
    for (const location of ['Vind', 'Vindsbjälklag', 'Vind', 'Kök', '100%_fukt']) {
      await addRemark(app, firm, owner, inspection.id, valuesObject.id, { title: 'Värde', location });
    }
    await addRemark(app, otherFirm, outsider, otherInspection.id, otherObject.id, {
      title: 'Värde',
      location: 'Vindfång',
    });

    const all = (await values('location', undefined, viewer)).json();
    expect(all.items.slice(0, 1)).toEqual(['Vind']);
    expect(all.items).not.toContain('Vindfång');
    expect((await values('location', 'VIND')).json()).toEqual({ items: ['Vind', 'Vindsbjälklag'], total: 2 });
    // Wildcards in the query are plain characters.
    expect((await values('location', '%_')).json().items).toEqual(['100%_fukt']);
    expect((await values('location', '_')).json().items).toEqual(['100%_fukt']);
  });

  it('includes the titles and categories of the firm’s saved remarks', async () => {
    await app.inject({
      method: 'POST',
      url: `${inspectionsService(firm)}/remarks/common`,
      headers: owner.auth,
      payload: { title: 'Bristande tätskikt', category: 'Våtrum' },
    });
    expect((await values('title', 'tätskikt')).json().items).toEqual(['Bristande tätskikt']);
    expect((await values('category', 'våt')).json().items).toEqual(['Våtrum']);
  });

  it('refuses an unknown field', async () => {
    const response = await values('text', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['params.field']);
  });
});
