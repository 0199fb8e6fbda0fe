import { beforeAll, describe, expect, it } from 'vitest';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import { useRemarkWorld } from '../../../test/support/remark-fixture.ts';
import { addObject, addRemark, objectAt, remarkAt } from '../../../test/support/remark-factories.ts';

const world = useRemarkWorld();
let object: { id: string };
let otherObject: { id: string };

beforeAll(async () => {
  object = await addObject(world.app, world.firm, world.owner, world.inspection.id);
  otherObject = await addObject(world.app, world.otherFirm, world.outsider, world.otherInspection.id);
});

/** The remarks of the object under test. */
const remarks = () => objectAt(world.firm, world.inspection.id, object.id);
/** One remark of the object under test. */
const remark = (id: string) => remarkAt(world.firm, world.inspection.id, object.id, id);
/** A remark on the other firm's object. */
const addTheirRemark = (body?: { title: string; location?: string }) =>
  addRemark(world.app, world.otherFirm, world.outsider, world.otherInspection.id, otherObject.id, body);
const listRemarks = (user = world.owner) => world.as(user).ok(remarkEndpoints.list, remarks());

describe('remarks of an object', () => {
  it('creates remarks last in order, blank texts as null, and lists them', async () => {
    const first = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
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
    const second = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Spricka',
      text: ' ',
      location: '',
    });
    expect(second).toMatchObject({ sortOrder: 1, text: null, location: null, category: null });
    expect(await listRemarks(world.viewer)).toMatchObject({
      total: 2,
      items: [{ id: first.id }, { id: second.id }],
    });
  });

  it('changes the fields sent, and clears a field sent as null', async () => {
    const { id } = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Takavvattning',
      category: 'Tak',
    });
    const changed = await world.as(world.owner).ok(remarkEndpoints.change, {
      ...remark(id),
      body: { text: 'Stuprör saknas', category: null },
    });
    expect(changed).toMatchObject({ title: 'Takavvattning', text: 'Stuprör saknas', category: null });
  });

  it('changes several remarks at once, or none when one id is not the object’s', async () => {
    const a = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'A',
    });
    const b = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'B',
    });
    const reordered = await world.as(world.owner).ok(remarkEndpoints.changeMany, {
      ...remarks(),
      body: {
        items: [
          { id: a.id, sortOrder: 101, category: 'Ordning' },
          { id: b.id, sortOrder: 100, title: 'B2' },
        ],
      },
    });
    const titles = reordered.items.map((item) => item.title);
    expect(titles.slice(-2)).toEqual(['B2', 'A']);

    const stranger = await addTheirRemark();
    const mixed = await world.as(world.owner).send(remarkEndpoints.changeMany, {
      ...remarks(),
      body: {
        items: [
          { id: a.id, title: 'Ändrad' },
          { id: stranger.id, title: 'Intrång' },
        ],
      },
    });
    expect(mixed.statusCode).toBe(404);
    const after = (await listRemarks()).items.find((item) => item.id === a.id);
    expect(after!.title).toBe('A');
  });

  it('deletes a remark', async () => {
    const { id } = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Tillfällig',
    });
    const deleted = await world.as(world.owner).send(remarkEndpoints.remove, remark(id));
    expect(deleted.statusCode).toBe(204);
    const again = await world.as(world.owner).send(remarkEndpoints.remove, remark(id));
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await listRemarks();
    const [first] = before.items;
    for (const [call, field] of [
      [
        () => world.as(world.owner).send(remarkEndpoints.create, { ...remarks(), body: {} as never }),
        'body.title',
      ],
      [
        () => world.as(world.owner).send(remarkEndpoints.create, { ...remarks(), body: { title: ' ' } }),
        'body.title',
      ],
      [
        () =>
          world.as(world.owner).send(remarkEndpoints.create, {
            ...remarks(),
            body: { title: 'x', location: 'x'.repeat(201) },
          }),
        'body.location',
      ],
      [
        () =>
          world.as(world.owner).send(remarkEndpoints.change, { ...remark(first!.id), body: { title: '' } }),
        'body.title',
      ],
      [
        () => world.as(world.owner).send(remarkEndpoints.changeMany, { ...remarks(), body: { items: [] } }),
        'body.items',
      ],
      [
        () =>
          world.as(world.owner).send(remarkEndpoints.changeMany, {
            ...remarks(),
            body: { items: [{ id: 'inte-ett-id' }] },
          }),
        'body.items.0.id',
      ],
    ] as const) {
      const response = await call();
      expect(response.statusCode, `${field} ${response.body}`).toBe(400);
      expect(response.json().errors).toHaveProperty([field]);
    }
    expect(await listRemarks()).toEqual(before);
  });

  it('answers 404 for another firm’s objects and remarks, and remarks of another object', async () => {
    const stranger = await addTheirRemark({ title: 'Deras' });
    const sibling = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
      name: 'Garage',
    });
    const own = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id);
    const intrusion = { title: 'Intrång' };
    const theirObject = objectAt(world.firm, world.inspection.id, otherObject.id);
    for (const [name, call] of [
      ['list another firm’s object', () => world.as(world.owner).send(remarkEndpoints.list, theirObject)],
      [
        'add to it',
        () => world.as(world.owner).send(remarkEndpoints.create, { ...theirObject, body: intrusion }),
      ],
      [
        'change theirs',
        () => world.as(world.owner).send(remarkEndpoints.change, { ...remark(stranger.id), body: intrusion }),
      ],
      ['delete theirs', () => world.as(world.owner).send(remarkEndpoints.remove, remark(stranger.id))],
      [
        'change ours under a sibling object',
        () =>
          world.as(world.owner).send(remarkEndpoints.change, {
            ...remarkAt(world.firm, world.inspection.id, sibling.id, own.id),
            body: intrusion,
          }),
      ],
      [
        'delete theirs by their own path',
        () =>
          world
            .as(world.owner)
            .send(
              remarkEndpoints.remove,
              remarkAt(world.firm, world.otherInspection.id, otherObject.id, stranger.id),
            ),
      ],
    ] as const) {
      expect((await call()).statusCode, name).toBe(404);
    }
    const theirs = await world
      .as(world.outsider)
      .ok(remarkEndpoints.list, objectAt(world.otherFirm, world.otherInspection.id, otherObject.id));
    expect(theirs.items.find((item) => item.id === stranger.id)!.title).toBe('Deras');
  });

  it('lets readers list but not write', async () => {
    const response = await world
      .as(world.viewer)
      .send(remarkEndpoints.create, { ...remarks(), body: { title: 'x' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('values used in remarks, for autocomplete', () => {
  const values = (field: 'title' | 'category' | 'location', query?: string, user = world.owner) =>
    world.as(user).send(remarkEndpoints.values, {
      params: { tenant: world.firm.id, field },
      body: query === undefined ? {} : { query },
    });

  it('answers the firm’s distinct values, most used first, matching the query', async () => {
    const valuesObject = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
      name: 'Värden',
    });
    for (const location of ['Vind', 'Vindsbjälklag', 'Vind', 'Kök', '100%_fukt']) {
      await addRemark(world.app, world.firm, world.owner, world.inspection.id, valuesObject.id, {
        title: 'Värde',
        location,
      });
    }
    await addTheirRemark({ title: 'Värde', location: 'Vindfång' });

    const all = (await values('location', undefined, world.viewer)).json();
    expect(all.items.slice(0, 1)).toEqual(['Vind']);
    expect(all.items).not.toContain('Vindfång');
    expect((await values('location', 'VIND')).json()).toEqual({ items: ['Vind', 'Vindsbjälklag'], total: 2 });
    // Wildcards in the query are plain characters.
    expect((await values('location', '%_')).json().items).toEqual(['100%_fukt']);
    expect((await values('location', '_')).json().items).toEqual(['100%_fukt']);
  });

  it('includes the titles and categories of the firm’s saved remarks', async () => {
    await world.as(world.owner).ok(commonRemarkEndpoints.create, {
      params: { tenant: world.firm.id },
      body: { title: 'Bristande tätskikt', category: 'Våtrum' },
    });
    expect((await values('title', 'tätskikt')).json().items).toEqual(['Bristande tätskikt']);
    expect((await values('category', 'våt')).json().items).toEqual(['Våtrum']);
  });

  it('answers as many as a limit asks, and twenty without one', async () => {
    const valuesObject = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
      name: 'Många värden',
    });
    for (let place = 1; place <= 22; place += 1) {
      await addRemark(world.app, world.firm, world.owner, world.inspection.id, valuesObject.id, {
        title: 'Värde',
        location: `Rum ${place}`,
      });
    }
    const ask = (body: object) =>
      world
        .as(world.owner)
        .send(remarkEndpoints.values, { params: { tenant: world.firm.id, field: 'location' }, body });
    expect((await ask({ query: 'rum ' })).json().items).toHaveLength(20);
    expect((await ask({ query: 'rum ', limit: 500 })).json().items).toHaveLength(22);
    expect((await ask({ query: 'rum ', limit: 3 })).json().items).toHaveLength(3);
    const tooMany = await ask({ limit: 501 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty(['body.limit']);
  });

  it('refuses an unknown field', async () => {
    const response = await values('text' as never, 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['params.field']);
  });
});
