import { beforeAll, describe, expect, it } from 'vitest';
import { priceEndpoints } from '@syna/contracts/endpoints/prices';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import type { PriceRow } from '@syna/contracts/prices';
import { addMember, buildUser } from '../../../test/support/factories.ts';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import { orderBody, placeOrder, postOrderType } from '../../../test/support/order-factories.ts';

/** The order world, with a member who is an inspector only (no pricing right). */
const world = useOrderWorld(async ({ app, firm }) => {
  const fieldInspector = await buildUser(app, { name: 'Frida Fält' });
  await app.database.asSystem((tx) => addMember(tx, firm.id, fieldInspector, ['user']));
  return { fieldInspector };
});
const tenant = () => world.firm.id;
let energy: { id: string; name: string };

const row = (overrides: Partial<PriceRow> = {}): PriceRow => ({
  articleId: null,
  articleNumber: null,
  description: 'Besiktning',
  quantity: 1,
  unitPrice: 1_000_000,
  vatRate: 25,
  ...overrides,
});

const setTypePrice = (kind: 'inspection' | 'order', typeId: string, unitPrice: number, vatRate = 25) =>
  world.as(world.owner).ok(priceEndpoints.setTypePrice, {
    params: { tenant: tenant(), kind, typeId },
    body: { unitPrice, vatRate: vatRate as 25, articleNumber: kind === 'order' ? 'OB1' : '101' },
  });
const priceOf = (id: string) =>
  world.as(world.owner).ok(priceEndpoints.assignmentPrice, { params: { tenant: tenant(), id } });
const setPrice = (id: string, rows: unknown[], user = world.owner) =>
  world
    .as(user)
    .send(priceEndpoints.setAssignmentPrice, { params: { tenant: tenant(), id }, body: { rows } as never });

beforeAll(async () => {
  energy = await buildInspectionType(world.app, tenant(), { name: 'Energideklaration' });
  await setTypePrice('inspection', world.villa.id, 1_000_000);
  await setTypePrice('inspection', energy.id, 300_000, 25);
});

describe('the price list', () => {
  it('starts a new firm with the common extras and lists the types with a price', async () => {
    const list = await world.as(world.inspector).ok(priceEndpoints.list, { params: { tenant: tenant() } });
    expect(list.articles.map((article) => article.name)).toEqual([
      'Extra byggnad',
      'Radonmätning',
      'Resa per km',
      'Resa, fast pris',
    ]);
    expect(list.types).toContainEqual({
      kind: 'inspection',
      typeId: world.villa.id,
      articleNumber: '101',
      unitPrice: 1_000_000,
      vatRate: 25,
    });
  });

  it('adds, changes and deletes an extra; an unknown one answers 404', async () => {
    const as = world.as(world.owner);
    const created = await as.ok(priceEndpoints.createArticle, {
      params: { tenant: tenant() },
      body: { name: 'Fuktmätning', unit: 'st', unitPrice: 80_000, vatRate: 25, articleNumber: ' 77 ' },
    });
    expect(created).toMatchObject({ name: 'Fuktmätning', articleNumber: '77' });
    const changed = await as.ok(priceEndpoints.updateArticle, {
      params: { tenant: tenant(), id: created.id },
      body: { name: 'Fuktmätning, utökad', unit: 'tim', unitPrice: 90_000, vatRate: 0, articleNumber: null },
    });
    expect(changed).toMatchObject({ unit: 'tim', vatRate: 0, articleNumber: null });
    await as.ok(priceEndpoints.removeArticle, { params: { tenant: tenant(), id: created.id } });
    const again = await as.send(priceEndpoints.removeArticle, {
      params: { tenant: tenant(), id: created.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a type of another firm (404) and an unknown VAT rate (400); only administrators change it', async () => {
    const other = await buildInspectionType(world.app, world.otherFirm.id);
    const foreign = await world.as(world.owner).send(priceEndpoints.setTypePrice, {
      params: { tenant: tenant(), kind: 'inspection', typeId: other.id },
      body: { unitPrice: 100, vatRate: 25 },
    });
    expect(foreign.statusCode).toBe(404);
    const badRate = await world.as(world.owner).send(priceEndpoints.setTypePrice, {
      params: { tenant: tenant(), kind: 'inspection', typeId: world.villa.id },
      body: { unitPrice: 100, vatRate: 20 as 25 },
    });
    expect(badRate.statusCode).toBe(400);
    expect(Object.keys(badRate.json().errors)).toEqual(['body.vatRate']);
    const byInspector = await world.as(world.inspector).send(priceEndpoints.setTypePrice, {
      params: { tenant: tenant(), kind: 'inspection', typeId: world.villa.id },
      body: { unitPrice: 100, vatRate: 25 },
    });
    expect(byInspector.statusCode).toBe(403);
    expect((await priceOf((await newAssignment()).id)).rows[0]!.unitPrice).toBe(1_000_000);
  });
});

const newAssignment = (typeId = world.villa.id) =>
  postInspection(world.app, tenant(), world.owner.auth, { typeId });

describe('an assignment’s price', () => {
  it('starts with its inspection type’s price, named after the type', async () => {
    const assignment = await newAssignment();
    expect(await priceOf(assignment.id)).toEqual({
      rows: [row({ articleNumber: '101', description: 'Överlåtelsebesiktning' })],
      totals: { net: 1_000_000, vat: 250_000, gross: 1_250_000 },
    });
  });

  it('starts with no rows when its type has no price', async () => {
    const plain = await buildInspectionType(world.app, tenant());
    expect(await priceOf((await newAssignment(plain.id)).id)).toEqual({
      rows: [],
      totals: { net: 0, vat: 0, gross: 0 },
    });
  });

  it('from an accepted order: each type’s price, or the order type’s on the main assignment when it has one', async () => {
    const accept = async (orderTypeId: string) => {
      const order = await placeOrder(
        world.app,
        tenant(),
        orderBody({ orderTypeId, types: [world.villa.id, energy.id], preferredDate: world.nextDate }),
      );
      const accepted = await world.as(world.owner).ok(orderEndpoints.handle, {
        params: { tenant: tenant(), id: order.id },
        query: { accept: 'true' },
        body: {} as never,
      });
      return Promise.all(accepted.inspections.map((inspection: { id: string }) => priceOf(inspection.id)));
    };
    const unpriced = await postOrderType(world.app, tenant(), world.owner.auth, {
      inspectionTypeIds: [world.villa.id, energy.id],
    });
    const [main, second] = await accept(unpriced.id);
    expect(main!.rows.map((one) => one.description)).toEqual(['Överlåtelsebesiktning']);
    expect(second!.rows.map((one) => one.description)).toEqual(['Energideklaration']);

    const priced = await postOrderType(world.app, tenant(), world.owner.auth, {
      name: 'Paket villa',
      inspectionTypeIds: [world.villa.id, energy.id],
    });
    await setTypePrice('order', priced.id, 500_000);
    const [packaged, included] = await accept(priced.id);
    expect(packaged!.rows).toEqual([
      row({ articleNumber: 'OB1', description: 'Paket villa', unitPrice: 500_000 }),
    ]);
    expect(included!.rows).toEqual([]);
  });

  it('is replaced as a whole; totals round each row to whole öre', async () => {
    const assignment = await newAssignment();
    const { articles } = await world
      .as(world.owner)
      .ok(priceEndpoints.list, { params: { tenant: tenant() } });
    const km = articles.find((article) => article.name === 'Resa per km')!;
    const response = await setPrice(assignment.id, [
      row({ description: 'Besiktning', unitPrice: 333 }),
      row({ articleId: km.id, description: km.name, quantity: 12.35, unitPrice: 333, vatRate: 12 }),
      row({ description: 'Intyg', quantity: 1, unitPrice: 10_001, vatRate: 0 }),
    ]);
    expect(response.statusCode).toBe(200);
    // 333 → VAT 83.25 → 83; 12,35 × 333 = 4112.55 → 4113, VAT 493.56 → 494; 10 001 without VAT.
    expect(response.json().totals).toEqual({ net: 333 + 4113 + 10_001, vat: 83 + 494, gross: 15_024 });
    expect((await priceOf(assignment.id)).rows.map((one) => one.quantity)).toEqual([1, 12.35, 1]);
  });

  it('refuses bad rows with field errors and changes nothing', async () => {
    const assignment = await newAssignment();
    const before = await priceOf(assignment.id);
    const cases: [unknown[], string][] = [
      [[row({ unitPrice: -100 })], 'body.rows.0.unitPrice'],
      [[row({ vatRate: 20 as 25 })], 'body.rows.0.vatRate'],
      [[row(), row({ quantity: 1.005 })], 'body.rows.1.quantity'],
      [[row({ unitPrice: 12.5 })], 'body.rows.0.unitPrice'],
      [[row({ description: '  ' })], 'body.rows.0.description'],
      [Array.from({ length: 51 }, () => row()), 'body.rows'],
      [[row({ articleId: crypto.randomUUID() })], 'body.rows.0.articleId'],
    ];
    for (const [rows, field] of cases) {
      const response = await setPrice(assignment.id, rows);
      expect(response.statusCode, field).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(response.json().errors), field).toEqual([field]);
    }
    expect(await priceOf(assignment.id)).toEqual(before);
  });

  it('is changed only with the pricing right (403 for an inspector), read by every member, 404 in another firm', async () => {
    const assignment = await newAssignment();
    const inspectorOnly = await world.as(world.fieldInspector).send(priceEndpoints.setAssignmentPrice, {
      params: { tenant: tenant(), id: assignment.id },
      body: { rows: [] },
    });
    expect(inspectorOnly.statusCode).toBe(403);
    expect(
      (
        await world
          .as(world.viewer)
          .send(priceEndpoints.assignmentPrice, { params: { tenant: tenant(), id: assignment.id } })
      ).statusCode,
    ).toBe(200);
    const fromOutside = await world.as(world.stranger).send(priceEndpoints.assignmentPrice, {
      params: { tenant: world.otherFirm.id, id: assignment.id },
    });
    expect(fromOutside.statusCode).toBe(404);
    const changeFromOutside = await world.as(world.stranger).send(priceEndpoints.setAssignmentPrice, {
      params: { tenant: world.otherFirm.id, id: assignment.id },
      body: { rows: [] },
    });
    expect(changeFromOutside.statusCode).toBe(404);
    expect((await priceOf(assignment.id)).rows).toHaveLength(1);
  });
});
