import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import {
  addObject,
  addRemark,
  buildInspection,
  objectsUrl,
  remarksUrl,
  uploadToRemark,
} from '../../../test/support/remark-factories.ts';
import { jpegPhoto } from '../../../test/support/test-images.ts';

let app: FastifyInstance;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let inspection: { id: string };
let otherInspection: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app, { name: 'Olle Ägare' });
  viewer = await buildUser(app, { name: 'Vera Läsare' });
  outsider = await buildUser(app, { name: 'Ulf Utanför' });
  firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  otherFirm = await buildTenant(app, outsider);
  inspection = await buildInspection(app, firm, owner);
  otherInspection = await buildInspection(app, otherFirm, outsider);
});
afterAll(async () => app?.close());

const listObjects = (inspectionId = inspection.id, user = owner) =>
  app.inject({ method: 'GET', url: objectsUrl(firm, inspectionId), headers: user.auth });

describe('objects of an inspection', () => {
  it('creates objects last in order and lists them with their remarks', async () => {
    const house = await addObject(app, firm, owner, inspection.id, {
      name: '  Bostadshus ',
      description: 'Enplansvilla från 1972',
      status: 'Besiktigad',
      attributes: { våningar: 1 },
    });
    expect(house).toMatchObject({
      name: 'Bostadshus',
      description: 'Enplansvilla från 1972',
      status: 'Besiktigad',
      state: 'active',
      sortOrder: 0,
      attributes: { våningar: 1 },
      remarks: [],
      inspectionId: inspection.id,
    });
    const garage = await addObject(app, firm, owner, inspection.id, { name: 'Garage', description: '' });
    expect(garage).toMatchObject({ sortOrder: 1, description: null });
    await addRemark(app, firm, owner, inspection.id, house.id, { title: 'Sprucken takpanna' });

    const response = await listObjects(inspection.id, viewer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.items.map((object: { name: string }) => object.name)).toEqual(['Bostadshus', 'Garage']);
    expect(body.items[0].remarks).toMatchObject([{ title: 'Sprucken takpanna', images: [] }]);
  });

  it('changes only the fields sent, and sets a state with ?state=', async () => {
    const object = await addObject(app, firm, owner, inspection.id, {
      name: 'Förråd',
      status: 'Ej besiktigad',
    });
    const changed = await app.inject({
      method: 'PUT',
      url: `${objectsUrl(firm, inspection.id)}/${object.id}`,
      headers: owner.auth,
      payload: { description: 'Friggebod', sortOrder: 9 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Förråd',
      status: 'Ej besiktigad',
      description: 'Friggebod',
      sortOrder: 9,
    });

    const archived = await app.inject({
      method: 'POST',
      url: `${objectsUrl(firm, inspection.id)}/${object.id}?state=archived`,
      headers: owner.auth,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().state).toBe('archived');
    const unknownState = await app.inject({
      method: 'POST',
      url: `${objectsUrl(firm, inspection.id)}/${object.id}?state=borttagen`,
      headers: owner.auth,
    });
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json().errors).toHaveProperty(['querystring.state']);
  });

  it('copies an object with its remarks and image references into the same inspection', async () => {
    const source = await addObject(app, firm, owner, inspection.id, {
      name: 'Källare',
      attributes: { yta: 40 },
    });
    const first = await addRemark(app, firm, owner, inspection.id, source.id, {
      title: 'Fuktfläck',
      text: 'Fläck vid golvbrunn',
      category: 'Fukt',
      location: 'Tvättstuga',
    });
    await addRemark(app, firm, owner, inspection.id, source.id, { title: 'Saknad golvbrunnssil' });
    const imagesUrl = `${remarksUrl(firm, inspection.id, source.id)}/${first.id}/images`;
    const photo = (
      await uploadToRemark(app, owner, imagesUrl, [
        { name: 'a.jpg', type: 'image/jpeg', bytes: await jpegPhoto() },
      ])
    ).json();
    const annotated = (
      await uploadToRemark(
        app,
        owner,
        imagesUrl,
        [{ name: 'b.jpg', type: 'image/jpeg', bytes: await jpegPhoto() }],
        {
          originalId: photo.id,
          annotations: JSON.stringify([{ shape: 'circle', x: 10, y: 10, radius: 5, color: '#ff0000' }]),
        },
      )
    ).json();

    const response = await app.inject({
      method: 'POST',
      url: `${objectsUrl(firm, inspection.id)}/${source.id}?state=copy`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Källare (kopia)',
      attributes: { yta: 40 },
      inspectionId: inspection.id,
    });
    expect(copy.remarks.map((remark: { title: string }) => remark.title)).toEqual([
      'Fuktfläck',
      'Saknad golvbrunnssil',
    ]);
    expect(copy.remarks[0]).toMatchObject({
      text: 'Fläck vid golvbrunn',
      category: 'Fukt',
      location: 'Tvättstuga',
    });
    expect(copy.remarks[0].id).not.toBe(first.id);
    const [copiedPhoto, copiedVersion] = copy.remarks[0].images;
    expect(copiedPhoto).toMatchObject({ url: photo.url, originalId: null });
    expect(copiedPhoto.id).not.toBe(photo.id);
    expect(copiedVersion).toMatchObject({
      url: annotated.url,
      originalId: copiedPhoto.id,
      annotations: annotated.annotations,
    });

    // The original is untouched, and both are listed.
    const names = (await listObjects()).json().items.map((object: { name: string }) => object.name);
    expect(names).toEqual(expect.arrayContaining(['Källare', 'Källare (kopia)']));
  });

  it('deletes an object with its remarks', async () => {
    const object = await addObject(app, firm, owner, inspection.id, { name: 'Attefallshus' });
    await addRemark(app, firm, owner, inspection.id, object.id);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${objectsUrl(firm, inspection.id)}/${object.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await app.inject({
      method: 'GET',
      url: remarksUrl(firm, inspection.id, object.id),
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
    expect((await listObjects()).json().items.map((item: { id: string }) => item.id)).not.toContain(
      object.id,
    );
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await listObjects()).json();
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(201) }, { name: 'Ok', sortOrder: -1 }]) {
      const response = await app.inject({
        method: 'POST',
        url: objectsUrl(firm, inspection.id),
        headers: owner.auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^body\./);
    }
    expect((await listObjects()).json()).toEqual(before);
  });

  it('answers 404 for unknown inspections and objects, and for another firm’s', async () => {
    const object = await addObject(app, firm, owner, inspection.id);
    const otherObject = await addObject(app, otherFirm, outsider, otherInspection.id);
    expect((await listObjects(otherInspection.id)).statusCode).toBe(404);
    const create = await app.inject({
      method: 'POST',
      url: objectsUrl(firm, otherInspection.id),
      headers: owner.auth,
      payload: { name: 'Intrång' },
    });
    expect(create.statusCode).toBe(404);
    for (const [method, url] of [
      ['PUT', `${objectsUrl(firm, inspection.id)}/${otherObject.id}`],
      ['PUT', `${objectsUrl(firm, otherInspection.id)}/${otherObject.id}`],
      ['POST', `${objectsUrl(firm, inspection.id)}/${otherObject.id}?state=copy`],
      ['DELETE', `${objectsUrl(firm, inspection.id)}/${otherObject.id}`],
      // An object of this firm under another inspection's path is not found either.
      ['DELETE', `${objectsUrl(firm, otherInspection.id)}/${object.id}`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: owner.auth,
        ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const stillThere = await app.inject({
      method: 'GET',
      url: objectsUrl(otherFirm, otherInspection.id),
      headers: outsider.auth,
    });
    expect(stillThere.json().items).toMatchObject([{ id: otherObject.id, name: 'Bostadshus' }]);
  });

  it('lets readers list but not change objects', async () => {
    const object = await addObject(app, firm, owner, inspection.id);
    expect((await listObjects(inspection.id, viewer)).statusCode).toBe(200);
    const writes = await Promise.all([
      app.inject({
        method: 'POST',
        url: objectsUrl(firm, inspection.id),
        headers: viewer.auth,
        payload: { name: 'x' },
      }),
      app.inject({
        method: 'DELETE',
        url: `${objectsUrl(firm, inspection.id)}/${object.id}`,
        headers: viewer.auth,
      }),
    ]);
    expect(writes.map((response) => response.statusCode)).toEqual([403, 403]);
    expect((await listObjects(inspection.id, outsider)).statusCode).toBe(403);
  });
});
