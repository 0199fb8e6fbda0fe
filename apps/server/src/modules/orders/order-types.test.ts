import { describe, expect, it } from 'vitest';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { buildInspectionType } from '../../../test/support/inspection-factories.ts';
import { countRows, nextDateOf, orderBody, submitOrder } from '../../../test/support/order-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app);
  const member = await buildUser(app);
  const firm = await buildTenant(app, owner, { members: [{ user: member, roles: ['user'] }] });
  const other = await buildTenant(app, await buildUser(app));
  const villa = await buildInspectionType(app, firm.id, { name: 'Överlåtelsebesiktning' });
  const energy = await buildInspectionType(app, firm.id, { name: 'Energideklaration' });
  const foreignType = await buildInspectionType(app, other.id);
  return { app, as, owner, member, firm, villa, energy, foreignType };
});

const inFirm = () => ({ params: { tenant: world.firm.id } });
const oneType = (id: string) => ({ params: { tenant: world.firm.id, id } });
const create = (body: object, user = world.owner) =>
  world.as(user).send(orderTypeEndpoints.create, { ...inFirm(), body: body as never });
const change = (id: string, body: object) =>
  world.as(world.owner).send(orderTypeEndpoints.change, { ...oneType(id), body: body as never });
const read = (id: string) => world.as(world.owner).send(orderTypeEndpoints.get, oneType(id));
const list = (query: { archived?: string }, user = world.owner) =>
  world.as(user).send(orderTypeEndpoints.list, { ...inFirm(), query });
const remove = (id: string) => world.as(world.owner).send(orderTypeEndpoints.remove, oneType(id));

describe('order types', () => {
  it('are created, read, listed in order, changed and archived by administrators', async () => {
    const created = await create({
      name: ' Köpa hus ',
      description: 'För köpare',
      inspectionTypeIds: [world.energy.id, world.villa.id, world.energy.id],
    });
    expect(created.statusCode).toBe(201);
    const orderType = created.json();
    expect(orderType).toEqual({
      id: expect.any(String),
      name: 'Köpa hus',
      nameEn: null,
      description: 'För köpare',
      inspectionTypes: [
        { id: world.energy.id, name: 'Energideklaration', nameEn: null },
        { id: world.villa.id, name: 'Överlåtelsebesiktning', nameEn: null },
      ],
      hidden: false,
      sortOrder: 0,
      archived: false,
    });
    const second = (await create({ name: 'Sälja hus', inspectionTypeIds: [world.villa.id] })).json();
    expect(second.sortOrder).toBe(1);

    const changed = await change(orderType.id, { hidden: true, inspectionTypeIds: [world.villa.id] });
    expect(changed.json()).toMatchObject({
      name: 'Köpa hus',
      hidden: true,
      inspectionTypes: [{ id: world.villa.id, name: 'Överlåtelsebesiktning' }],
    });
    expect((await read(orderType.id)).json()).toEqual(changed.json());

    await change(second.id, { archived: true });
    const listed = (await list({}, world.member)).json();
    expect(listed.items.map((item: { name: string }) => item.name)).toEqual(['Köpa hus']);
    const all = (await list({ archived: 'true' }, world.member)).json();
    expect(all.items.map((item: { name: string }) => item.name)).toEqual(['Köpa hus', 'Sälja hus']);
  });

  it('are kept by administrators only: a member may list them but not create one (403)', async () => {
    const before = await countRows(world.app, world.firm.id, 'order_types');
    expect((await list({}, world.member)).statusCode).toBe(200);
    expect(
      (await create({ name: 'Medlemmens', inspectionTypeIds: [world.villa.id] }, world.member)).statusCode,
    ).toBe(403);
    expect(await countRows(world.app, world.firm.id, 'order_types')).toBe(before);
  });

  it('refuses another firm’s inspection type and a taken name, writing nothing', async () => {
    const before = await countRows(world.app, world.firm.id, 'order_types');
    const foreign = await create({
      name: 'Utländsk',
      inspectionTypeIds: [world.villa.id, world.foreignType.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'body.inspectionTypeIds.1': ['Besiktningstypen finns inte'] });
    const empty = await create({ name: 'Tom', inspectionTypeIds: [] });
    expect(empty.statusCode).toBe(400);
    await create({ name: 'Unik', inspectionTypeIds: [world.villa.id] });
    const taken = await create({ name: 'UNIK', inspectionTypeIds: [world.villa.id] });
    expect(taken.statusCode).toBe(409);
    expect(await countRows(world.app, world.firm.id, 'order_types')).toBe(before + 1);
  });

  it('deletes an unused order type, and refuses one that orders use (409 with the count)', async () => {
    const unused = (await create({ name: 'Oanvänd', inspectionTypeIds: [world.villa.id] })).json();
    expect((await remove(unused.id)).statusCode).toBe(204);
    expect((await read(unused.id)).statusCode).toBe(404);

    const used = (await create({ name: 'Använd', inspectionTypeIds: [world.villa.id] })).json();
    const preferredDate = await nextDateOf(world.app, world.firm.id);
    for (let order = 0; order < 2; order += 1) {
      const response = await submitOrder(
        world.app,
        world.firm.id,
        orderBody({ orderTypeId: used.id, types: [world.villa.id], preferredDate }),
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await remove(used.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Beställningstypen används av 2 beställningar och kan inte tas bort. Arkivera den i stället.',
    );
    expect((await read(used.id)).statusCode).toBe(200);
  });

  it('keeps an inspection type that an order type offers from being deleted', async () => {
    const offered = await buildInspectionType(world.app, world.firm.id, { name: 'Radon' });
    await create({ name: 'Radonmätning', inspectionTypeIds: [offered.id] });
    const response = await world.as(world.owner).send(inspectionTypeEndpoints.remove, {
      params: { tenant: world.firm.id, id: offered.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('1 beställningstyp');
  });
});
