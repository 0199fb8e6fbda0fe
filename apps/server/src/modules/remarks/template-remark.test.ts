import { beforeAll, describe, expect, it } from 'vitest';
import type { TemplateRemarkCreate } from '@syna/contracts/remarks';
import { endpointPath } from '@syna/contracts/endpoints/endpoint-url';
import { commonRemarkEndpoints, templateRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import { buildInspectionType } from '../../../test/support/inspection-factories.ts';

// The owner is the firm's administrator; the inspector a member who writes inspections.
const world = useTwoFirms({ name: 'inspector', roles: ['user'] });
let type: { id: string };
let otherType: { id: string };

beforeAll(async () => {
  type = await buildInspectionType(world.app, world.firm.id);
  otherType = await buildInspectionType(world.app, world.otherFirm.id);
});

/** One template remark of the firm under test. */
const template = (id: string) => ({ params: { tenant: world.firm.id, id } });

const addTemplate = (body: Partial<TemplateRemarkCreate>, user = world.owner, target = world.firm) =>
  world.as(user).send(templateRemarkEndpoints.create, { params: { tenant: target.id }, body: body as never });

const listTemplates = (typeId = type.id, user = world.inspector) =>
  world.as(user).send(templateRemarkEndpoints.list, { params: { tenant: world.firm.id, type: typeId } });

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
    await addTemplate({ typeId: otherType.id, title: 'Deras' }, world.outsider, world.otherFirm);

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
    const change = (body: object) =>
      world.as(world.owner).send(templateRemarkEndpoints.change, { ...template(created.id), body });
    const changed = await change({ title: 'Ändrad', sortOrder: 50 });
    expect(changed.json()).toMatchObject({ title: 'Ändrad', sortOrder: 50, typeId: type.id });
    const unchanged = await change({});
    expect(unchanged.json()).toMatchObject({ title: 'Ändrad' });
    const deleted = await world.as(world.owner).send(templateRemarkEndpoints.remove, template(created.id));
    expect(deleted.statusCode).toBe(204);
    expect(
      (await world.as(world.owner).send(templateRemarkEndpoints.remove, template(created.id))).statusCode,
    ).toBe(404);
  });

  it('keeps writes for administrators', async () => {
    const created = (await addTemplate({ typeId: type.id, title: 'Skyddad' })).json();
    const attempts = await Promise.all([
      addTemplate({ typeId: type.id, title: 'x' }, world.inspector),
      world
        .as(world.inspector)
        .send(templateRemarkEndpoints.change, { ...template(created.id), body: { title: 'x' } }),
      world.as(world.inspector).send(templateRemarkEndpoints.remove, template(created.id)),
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
      await addTemplate({ typeId: otherType.id, title: 'Deras mall' }, world.outsider, world.otherFirm)
    ).json();
    expect((await listTemplates(otherType.id)).statusCode).toBe(404);
    expect((await addTemplate({ typeId: otherType.id, title: 'Intrång' })).statusCode).toBe(404);
    const changed = await world.as(world.owner).send(templateRemarkEndpoints.change, {
      ...template(theirs.id),
      body: { title: 'x' },
    });
    expect(changed.statusCode).toBe(404);
    const deleted = await world.as(world.owner).send(templateRemarkEndpoints.remove, template(theirs.id));
    expect(deleted.statusCode).toBe(404);
    const list = await world.as(world.outsider).ok(templateRemarkEndpoints.list, {
      params: { tenant: world.otherFirm.id, type: otherType.id },
    });
    expect(list.items.map((item) => item.title)).toContain('Deras mall');
  });
});

describe('routes of the remarks service that share a prefix', () => {
  it('sends each static path to its own route, not to a parametric neighbour', async () => {
    const inFirm = { params: { tenant: world.firm.id } };
    const call = world.as(world.owner);

    expect((await call.send(commonRemarkEndpoints.query, { ...inFirm, body: {} })).json()).toHaveProperty(
      'total',
    );
    const removeMany = await call.send(commonRemarkEndpoints.removeMany, {
      ...inFirm,
      body: { ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(removeMany.statusCode).toBe(404);
    const values = await call.send(remarkEndpoints.values, {
      params: { tenant: world.firm.id, field: 'category' },
      body: {},
    });
    expect(values.json()).toHaveProperty('items');
    expect((await listTemplates(type.id, world.owner)).json()).toHaveProperty('items');
    // Static words in an id's place are ids that do not validate, not other routes.
    const changeQuery = await call.send(commonRemarkEndpoints.change, {
      params: { tenant: world.firm.id, id: 'query' },
      body: { title: 'x' },
    });
    expect(changeQuery.statusCode).toBe(400);
    const removeDelete = await call.send(commonRemarkEndpoints.remove, {
      params: { tenant: world.firm.id, id: 'delete' },
    });
    expect(removeDelete.statusCode).toBe(400);
    expect((await listTemplates('common', world.owner)).statusCode).toBe(400);
    // The library's own path has no GET route.
    const libraryPath = endpointPath(commonRemarkEndpoints.create, inFirm.params);
    expect(
      (await world.app.inject({ method: 'GET', url: libraryPath, headers: world.owner.auth })).statusCode,
    ).toBe(404);
  });
});
