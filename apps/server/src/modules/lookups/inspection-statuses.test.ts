import { describe, expect, it } from 'vitest';
import type { InspectionStatusCreate } from '@syna/contracts/lookups';
import { inspectionStatusEndpoints } from '@syna/contracts/endpoints/lookups';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

/** What statuses have beyond the shared lookup behaviour: colour, final, and their order. */

/** The firm's owner (an administrator) and a member (role user); the outsider's firm keeps its statuses. */
const world = useTwoFirms({ name: 'member', roles: ['user'] });

const create = (name: string, extra: Partial<InspectionStatusCreate> = {}) =>
  world
    .as(world.owner)
    .ok(inspectionStatusEndpoints.create, { params: { tenant: world.firm.id }, body: { name, ...extra } });

/** The firm's statuses as a member lists them (archived ones too unless told). */
const listed = async (withArchived = true) =>
  (
    await world.as(world.member).ok(inspectionStatusEndpoints.list, {
      params: { tenant: world.firm.id },
      query: withArchived ? { archived: 'true' } : {},
    })
  ).items;

const order = (ids: string[], user = world.owner) =>
  world.as(user).send(inspectionStatusEndpoints.order, { params: { tenant: world.firm.id }, body: { ids } });

const update = (id: string, body: { color: string | null }) =>
  world.as(world.owner).ok(inspectionStatusEndpoints.update, { params: { tenant: world.firm.id, id }, body });

describe('inspection statuses', () => {
  let planned: { id: string };
  let booked: { id: string };
  let done: { id: string };
  let cancelled: { id: string };

  it('keeps a colour and a final flag, and changes only what an update names', async () => {
    planned = await create('Planerad', { color: '#1e88e5' });
    booked = await create('Bokad');
    done = await create('Klar', { color: '#4caf50', final: true });
    cancelled = await create('Avbokad', { final: true, archived: true });
    expect(planned).toMatchObject({ color: '#1e88e5', final: false, sortOrder: 0, archived: false });
    expect(booked).toMatchObject({ color: null, final: false, sortOrder: 1 });
    expect(done).toMatchObject({ final: true, sortOrder: 2 });

    const recoloured = await update(planned.id, { color: '#abc' });
    expect(recoloured).toMatchObject({ name: 'Planerad', color: '#abc', final: false, sortOrder: 0 });
    const cleared = await update(planned.id, { color: null });
    expect(cleared.color).toBeNull();
  });

  it('refuses a colour that is not #rgb or #rrggbb', async () => {
    const response = await world.as(world.owner).send(inspectionStatusEndpoints.create, {
      params: { tenant: world.firm.id },
      body: { name: 'Röd', color: 'red; x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['body.color']).toBeDefined();
    expect((await listed()).map((status) => status.name)).not.toContain('Röd');
  });

  it('lists { items, total } by sort order, archived ones only when asked', async () => {
    const response = await world.as(world.member).send(inspectionStatusEndpoints.list, {
      params: { tenant: world.firm.id },
      query: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    expect(response.json().items.map((status: { name: string }) => status.name)).toEqual([
      'Planerad',
      'Bokad',
      'Klar',
    ]);
    expect((await listed()).map((status) => status.name)).toEqual(['Planerad', 'Bokad', 'Klar', 'Avbokad']);
  });

  it('orders them with PUT /statuses/order and answers the whole new list', async () => {
    const response = await order([done.id, cancelled.id, planned.id, booked.id]);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .items.map((status: { name: string; sortOrder: number }) => [status.name, status.sortOrder]),
    ).toEqual([
      ['Klar', 0],
      ['Avbokad', 1],
      ['Planerad', 2],
      ['Bokad', 3],
    ]);
    expect(response.json().total).toBe(4);
    expect((await listed(false)).map((status) => status.name)).toEqual(['Klar', 'Planerad', 'Bokad']);
  });

  it('puts the unlisted ones after the listed, keeping their order', async () => {
    const response = await order([booked.id]);
    expect(response.statusCode).toBe(200);
    expect((await listed()).map((status) => [status.name, status.sortOrder])).toEqual([
      ['Bokad', 0],
      ['Klar', 1],
      ['Avbokad', 2],
      ['Planerad', 3],
    ]);
  });

  it('puts a new status last', async () => {
    const created = await create('Fakturerad');
    expect(created.sortOrder).toBe(4);
    expect((await listed()).at(-1)?.name).toBe('Fakturerad');
  });

  it('refuses an order with another organisation’s or an unknown id (400), changing nothing', async () => {
    const before = await listed();
    const foreign = await world.as(world.outsider).ok(inspectionStatusEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: { name: 'Deras' },
    });
    const response = await order([planned.id, foreign.id, '00000000-0000-4000-8000-000000000000']);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['body.ids.1', 'body.ids.2']);
    expect(response.json().errors['body.ids.1']).toEqual(['Statusen finns inte']);
    expect(await listed()).toEqual(before);
    const theirs = await world.as(world.outsider).ok(inspectionStatusEndpoints.list, {
      params: { tenant: world.otherFirm.id },
      query: {},
    });
    expect(theirs.items).toEqual([foreign]);
  });

  it('refuses an order naming a status twice, or none, or not an id (400)', async () => {
    const before = await listed();
    for (const ids of [[planned.id, planned.id], [], ['inte-ett-id']]) {
      const response = await order(ids);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^body\.ids/);
    }
    expect(await listed()).toEqual(before);
  });

  it('lets only administrators order (403)', async () => {
    const response = await order([planned.id], world.member);
    expect(response.statusCode).toBe(403);
  });
});
