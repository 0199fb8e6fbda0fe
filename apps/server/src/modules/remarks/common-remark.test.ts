import { describe, expect, it } from 'vitest';
import type { CommonRemarkCreate, CommonRemarkQuery } from '@syna/contracts/remarks';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms();

/** The saved remarks of a firm (the one under test unless given). */
const library = (target = world.firm) => ({ params: { tenant: target.id } });
/** One saved remark of the firm under test. */
const saved = (id: string) => ({ params: { tenant: world.firm.id, id } });

const save = (body: CommonRemarkCreate, user = world.owner, target = world.firm) =>
  world.as(user).ok(commonRemarkEndpoints.create, { ...library(target), body });

const search = (body: Partial<CommonRemarkQuery> = {}, user = world.owner, target = world.firm) =>
  world.as(user).send(commonRemarkEndpoints.query, { ...library(target), body });

describe('the firm’s saved remarks', () => {
  it('saves remarks and searches them by text and category, a page at a time, by title', async () => {
    const first = await save({
      title: 'Fuktskada i källare',
      text: 'Förhöjd fuktkvot i syllen.',
      category: 'Fukt',
      tags: ['källare', 'fukt'],
    });
    expect(first).toMatchObject({ category: 'Fukt', tags: ['källare', 'fukt'] });
    await save({ title: 'Bristande ventilation', text: 'Fukt i vindsutrymme', category: 'Ventilation' });
    await save({ title: 'Avsaknad av tätskikt', category: 'fukt' });
    await save({ title: 'Hemlig hos annan firma, fukt' }, world.outsider, world.otherFirm);

    const all = (await search({}, world.viewer)).json();
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
    const { id } = await save({ title: 'Gammal formulering', text: 'Text' });
    const changed = await world.as(world.owner).ok(commonRemarkEndpoints.change, {
      ...saved(id),
      body: { title: 'Ny formulering', text: null },
    });
    expect(changed).toMatchObject({ title: 'Ny formulering', text: null });
    const deleted = await world.as(world.owner).send(commonRemarkEndpoints.remove, saved(id));
    expect(deleted.statusCode).toBe(204);
    const again = await world.as(world.owner).send(commonRemarkEndpoints.remove, saved(id));
    expect(again.statusCode).toBe(404);
  });

  it('deletes several at once, or none when one is not the firm’s', async () => {
    const first = await save({ title: 'Att ta bort 1' });
    const second = await save({ title: 'Att ta bort 2' });
    const theirs = await save({ title: 'Deras' }, world.outsider, world.otherFirm);
    const removeMany = (ids: string[]) =>
      world.as(world.owner).send(commonRemarkEndpoints.removeMany, { ...library(), body: { ids } });
    const mixed = await removeMany([first.id, theirs.id]);
    expect(mixed.statusCode).toBe(404);
    const titles = () =>
      search({ pageSize: -1 }).then((response) =>
        response.json().items.map((item: { title: string }) => item.title),
      );
    expect(await titles()).toEqual(expect.arrayContaining(['Att ta bort 1', 'Att ta bort 2']));

    const both = await removeMany([first.id, second.id, first.id]);
    expect(both.statusCode).toBe(204);
    expect(await titles()).not.toEqual(expect.arrayContaining(['Att ta bort 1']));
    expect(await titles()).not.toEqual(expect.arrayContaining(['Att ta bort 2']));
    expect((await search({ query: 'Deras' }, world.outsider, world.otherFirm)).json().total).toBe(1);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await search({ pageSize: -1 })).json();
    for (const [endpoint, body, field] of [
      [commonRemarkEndpoints.create, {}, 'body.title'],
      [commonRemarkEndpoints.create, { title: 'x', tags: [''] }, 'body.tags.0'],
      [commonRemarkEndpoints.query, { pageSize: 7 }, 'body.pageSize'],
      [commonRemarkEndpoints.query, { page: 0 }, 'body.page'],
      [commonRemarkEndpoints.removeMany, { ids: [] }, 'body.ids'],
    ] as const) {
      const response = await world.as(world.owner).send(endpoint, { ...library(), body: body as never });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toHaveProperty([field]);
    }
    expect((await search({ pageSize: -1 })).json()).toEqual(before);
  });

  it('answers 404 for another firm’s saved remarks', async () => {
    const theirs = await save({ title: 'Deras text' }, world.outsider, world.otherFirm);
    const change = await world.as(world.owner).send(commonRemarkEndpoints.change, {
      ...saved(theirs.id),
      body: { title: 'Intrång' },
    });
    expect(change.statusCode).toBe(404);
    expect(
      (await world.as(world.owner).send(commonRemarkEndpoints.remove, saved(theirs.id))).statusCode,
    ).toBe(404);
    expect(
      (await search({ query: 'Deras text' }, world.outsider, world.otherFirm)).json().items[0].title,
    ).toBe('Deras text');
  });

  it('lets readers search but not change the library', async () => {
    expect((await search({}, world.viewer)).statusCode).toBe(200);
    const response = await world.as(world.viewer).send(commonRemarkEndpoints.create, {
      ...library(),
      body: { title: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('suggestions from the saved remarks', () => {
  const suggest = (body: Record<string, unknown>, user = world.owner, target = world.firm) =>
    world.as(user).send(commonRemarkEndpoints.suggest, { ...library(target), body: body as never });
  const titles = (response: { json: () => { items: { title: string }[] } }) =>
    response.json().items.map((item) => item.title);

  it('suggests the firm’s wording closest to a dictated text, best first, to readers too', async () => {
    await save({
      title: 'Fuktfläck i källare',
      text: 'Fuktfläck på källarväggen, förhöjd fuktkvot.',
      category: 'Fukt',
    });
    await save({ title: 'Sprickor i fasad', text: 'Sprickor i putsen.', category: 'Fasad' });
    await save({ title: 'Fuktfläck i källare, hos annan firma' }, world.outsider, world.otherFirm);

    const response = await suggest({ text: 'fuktfläck källare norra gaveln' }, world.viewer);
    expect(response.statusCode, response.body).toBe(200);
    const [best] = response.json().items;
    expect(best).toMatchObject({ title: 'Fuktfläck i källare', category: 'Fukt' });
    expect(best.score).toBeGreaterThan(0.8);
    expect(titles(response)).not.toContain('Sprickor i fasad');
    expect(titles(response)).not.toContain('Fuktfläck i källare, hos annan firma');
  });

  it('ranks the given category first, keeps to the limit and suggests nothing below the threshold', async () => {
    await save({ title: 'Trasig takpanna', text: 'Takpanna spräckt vid nocken.', category: 'Yttertak' });
    await save({
      title: 'Trasig takpanna på garaget',
      text: 'Takpanna spräckt.',
      category: 'Komplementbyggnad',
    });

    const plain = await suggest({ text: 'trasig takpanna' });
    expect(titles(plain).slice(0, 2)).toEqual(['Trasig takpanna', 'Trasig takpanna på garaget']);
    const garage = await suggest({ text: 'trasig takpanna', category: 'komplementbyggnad' });
    expect(titles(garage).slice(0, 2)).toEqual(['Trasig takpanna på garaget', 'Trasig takpanna']);
    expect(titles(await suggest({ text: 'trasig takpanna', limit: 1 }))).toEqual(['Trasig takpanna']);

    expect((await suggest({ text: 'elcentralen saknar jordfelsbrytare' })).json()).toEqual({ items: [] });
  });

  it('never suggests another firm’s saved remarks', async () => {
    await save({ title: 'Läckande blandare i tvättstuga' }, world.outsider, world.otherFirm);
    expect((await suggest({ text: 'läckande blandare i tvättstuga' })).json().items).toEqual([]);
    expect(
      titles(await suggest({ text: 'läckande blandare i tvättstuga' }, world.outsider, world.otherFirm)),
    ).toEqual(['Läckande blandare i tvättstuga']);
  });

  it('refuses bad input with field errors', async () => {
    for (const [body, field] of [
      [{}, 'body.text'],
      [{ text: '   ' }, 'body.text'],
      [{ text: 'fukt', limit: 0 }, 'body.limit'],
      [{ text: 'fukt', limit: 11 }, 'body.limit'],
      [{ text: 'fukt', category: 5 }, 'body.category'],
    ] as const) {
      const response = await suggest(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toHaveProperty([field]);
    }
  });
});
