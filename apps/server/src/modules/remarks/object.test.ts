import { describe, expect, it } from 'vitest';
import { objectEndpoints, remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import { useRemarkWorld } from '../../../test/support/remark-fixture.ts';
import {
  addObject,
  addPhoto,
  annotatePhoto,
  addRemark,
  jpegFile,
  objectAt,
  objectsOf,
  remarkAt,
} from '../../../test/support/remark-factories.ts';

const world = useRemarkWorld();

const listObjects = (inspectionId = world.inspection.id, user = world.owner) =>
  world.as(user).send(objectEndpoints.list, objectsOf(world.firm, inspectionId));
/** One object of the inspection under test. */
const objectOf = (id: string) => objectAt(world.firm, world.inspection.id, id);

describe('objects of an inspection', () => {
  it('creates objects last in order and lists them with their remarks', async () => {
    const house = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
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
      inspectionId: world.inspection.id,
    });
    const garage = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
      name: 'Garage',
      description: '',
    });
    expect(garage).toMatchObject({ sortOrder: 1, description: null });
    await addRemark(world.app, world.firm, world.owner, world.inspection.id, house.id, {
      title: 'Sprucken takpanna',
    });

    const response = await listObjects(world.inspection.id, world.viewer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.items.map((object: { name: string }) => object.name)).toEqual(['Bostadshus', 'Garage']);
    expect(body.items[0].remarks).toMatchObject([{ title: 'Sprucken takpanna', images: [] }]);
  });

  it('changes only the fields sent, and sets a state with ?state=', async () => {
    const object = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
      name: 'Förråd',
      status: 'Ej besiktigad',
    });
    const changed = await world.as(world.owner).ok(objectEndpoints.change, {
      ...objectOf(object.id),
      body: { description: 'Friggebod', sortOrder: 9 },
    });
    expect(changed).toMatchObject({
      name: 'Förråd',
      status: 'Ej besiktigad',
      description: 'Friggebod',
      sortOrder: 9,
    });

    const archived = await world.as(world.owner).send(objectEndpoints.act, {
      ...objectOf(object.id),
      query: { state: 'archived' },
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().state).toBe('archived');
    const unknownState = await world.as(world.owner).send(objectEndpoints.act, {
      ...objectOf(object.id),
      query: { state: 'borttagen' as never },
    });
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json().errors).toHaveProperty(['querystring.state']);
  });

  it('copies an object with its remarks and image references into the same inspection', async () => {
    const source = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
      name: 'Källare',
      attributes: { yta: 40 },
    });
    const first = await addRemark(world.app, world.firm, world.owner, world.inspection.id, source.id, {
      title: 'Fuktfläck',
      text: 'Fläck vid golvbrunn',
      category: 'Fukt',
      location: 'Tvättstuga',
    });
    await addRemark(world.app, world.firm, world.owner, world.inspection.id, source.id, {
      title: 'Saknad golvbrunnssil',
    });
    const firstRemark = remarkAt(world.firm, world.inspection.id, source.id, first.id);
    const photo = await addPhoto(world.app, world.owner, firstRemark, await jpegFile('a.jpg'));
    const annotated = await annotatePhoto(world.app, world.owner, firstRemark, photo.id, [
      { shape: 'circle', x: 10, y: 10, radius: 5, color: '#ff0000' },
    ]);

    const response = await world.as(world.owner).send(objectEndpoints.act, {
      ...objectOf(source.id),
      query: { state: 'copy' },
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Källare (kopia)',
      attributes: { yta: 40 },
      inspectionId: world.inspection.id,
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
    const object = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
      name: 'Attefallshus',
    });
    await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id);
    const deleted = await world.as(world.owner).send(objectEndpoints.remove, objectOf(object.id));
    expect(deleted.statusCode).toBe(204);
    const again = await world.as(world.owner).send(remarkEndpoints.list, objectOf(object.id));
    expect(again.statusCode).toBe(404);
    expect((await listObjects()).json().items.map((item: { id: string }) => item.id)).not.toContain(
      object.id,
    );
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await listObjects()).json();
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(201) }, { name: 'Ok', sortOrder: -1 }]) {
      const response = await world.as(world.owner).send(objectEndpoints.create, {
        ...objectsOf(world.firm, world.inspection.id),
        body: payload as never,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^body\./);
    }
    expect((await listObjects()).json()).toEqual(before);
  });

  it('answers 404 for unknown inspections and objects, and for another firm’s', async () => {
    const object = await addObject(world.app, world.firm, world.owner, world.inspection.id);
    const otherObject = await addObject(world.app, world.otherFirm, world.outsider, world.otherInspection.id);
    expect((await listObjects(world.otherInspection.id)).statusCode).toBe(404);
    const create = await world.as(world.owner).send(objectEndpoints.create, {
      ...objectsOf(world.firm, world.otherInspection.id),
      body: { name: 'Intrång' },
    });
    expect(create.statusCode).toBe(404);
    const theirs = objectOf(otherObject.id);
    const theirsByTheirPath = objectAt(world.firm, world.otherInspection.id, otherObject.id);
    for (const [name, call] of [
      [
        'change theirs',
        () => world.as(world.owner).send(objectEndpoints.change, { ...theirs, body: { name: 'x' } }),
      ],
      [
        'change theirs by their path',
        () =>
          world.as(world.owner).send(objectEndpoints.change, { ...theirsByTheirPath, body: { name: 'x' } }),
      ],
      [
        'copy theirs',
        () => world.as(world.owner).send(objectEndpoints.act, { ...theirs, query: { state: 'copy' } }),
      ],
      ['delete theirs', () => world.as(world.owner).send(objectEndpoints.remove, theirs)],
      // An object of this firm under another inspection's path is not found either.
      [
        'delete ours under their inspection',
        () =>
          world
            .as(world.owner)
            .send(objectEndpoints.remove, objectAt(world.firm, world.otherInspection.id, object.id)),
      ],
    ] as const) {
      expect((await call()).statusCode, name).toBe(404);
    }
    const stillThere = await world
      .as(world.outsider)
      .ok(objectEndpoints.list, objectsOf(world.otherFirm, world.otherInspection.id));
    expect(stillThere.items).toMatchObject([{ id: otherObject.id, name: 'Bostadshus' }]);
  });

  it('lets readers list but not change objects', async () => {
    const object = await addObject(world.app, world.firm, world.owner, world.inspection.id);
    expect((await listObjects(world.inspection.id, world.viewer)).statusCode).toBe(200);
    const writes = await Promise.all([
      world
        .as(world.viewer)
        .send(objectEndpoints.create, { ...objectsOf(world.firm, world.inspection.id), body: { name: 'x' } }),
      world.as(world.viewer).send(objectEndpoints.remove, objectOf(object.id)),
    ]);
    expect(writes.map((response) => response.statusCode)).toEqual([403, 403]);
    expect((await listObjects(world.inspection.id, world.outsider)).statusCode).toBe(403);
  });
});
