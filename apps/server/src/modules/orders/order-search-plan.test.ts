import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@syna/contracts/constants';
import { orderSearchSchema, type OrderSearchInput } from '@syna/contracts/orders';
import { queryRows } from '../../platform/db/database.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import {
  expectCappedCount,
  expectOnlyIndexes,
  expectPageInIndexOrder,
  planNodes,
  vacuumAnalyze,
  loadRows,
} from '../../../test/support/query-plans.ts';
import { orderSearchQueries, searchOrders } from './order-search.repo.ts';
import { useWorld } from '../../../test/support/test-world.ts';

/**
 * The order search and inbox stay fast with many orders: 20 000 generated orders, most for one
 * firm, and the plans of the statements the routes run read indexes, never the whole table, and
 * count no further than the cap.
 */

const FIRM_ORDERS = 16_000;
const NEIGHBOUR_ORDERS = 4_000;

const world = useWorld(async () => {
  const app = await createTestApp();
  const firm = await buildTenant(app, await buildUser(app));
  const neighbour = await buildTenant(app, await buildUser(app));
  const orderTypeId = await loadRows(app, async (tx) => {
    const [type] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO order_types (tenant_id, name) VALUES (${firm.id}, 'Köparbesiktning') RETURNING id`,
    );
    const orderTypeId = type!.id;
    await tx.execute(sql`SET LOCAL gin_pending_list_limit = '256MB'`);
    await tx.execute(sql`
      INSERT INTO orders (tenant_id, number, status, source, order_type_id, preferred_date, preferred_time,
                          customer, object, created_at)
      SELECT CASE WHEN g <= ${FIRM_ORDERS} THEN ${firm.id} ELSE ${neighbour.id} END,
             'B' || lpad(g::text, 6, '0'),
             CASE WHEN g % 20 = 0 THEN 'new' WHEN g % 3 = 0 THEN 'rejected' ELSE 'accepted' END,
             'web',
             CASE WHEN g <= ${FIRM_ORDERS} AND g % 2 = 0 THEN ${orderTypeId}::uuid END,
             date '2025-01-01' + g % 365,
             CASE WHEN g % 5 <> 0 THEN time '08:00' + make_interval(mins => 30 * (g % 16)) END,
             jsonb_build_object('firstName', 'Kund', 'lastName', 'Nummer ' || g, 'email', 'kund' || g || '@exempel.se'),
             jsonb_build_object('address', jsonb_build_object('address', 'Storgatan ' || g % 97, 'city', 'Umeå')),
             now() - make_interval(mins => g)
      FROM generate_series(1, ${FIRM_ORDERS + NEIGHBOUR_ORDERS}) AS g`);
    return orderTypeId;
  });
  await vacuumAnalyze(app);
  return { app, firm, orderTypeId };
});

const queriesFor = (input: OrderSearchInput) => orderSearchQueries(orderSearchSchema.parse(input));
const planOf = (statement: SQL) => planNodes(world.app, world.firm.id, statement);

describe('the order search among 20 000 orders', () => {
  it('finds what it should (the data is as planned)', async () => {
    const search = (input: OrderSearchInput) =>
      world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
        searchOrders(tx, orderSearchSchema.parse(input)),
      );
    expect(await search({})).toMatchObject({ total: LIST_COUNT_CAP, totalIsExact: false });
    expect((await search({ statuses: ['new'] })).total).toBe(FIRM_ORDERS / 20);
    expect((await search({ text: 'kund12345@' })).items.map((order) => order.number)).toEqual(['B012345']);
  });

  it.each([
    ['the inbox (new, newest first)', { statuses: ['new'] }],
    ['newest first', {}],
    ['oldest first', { direction: 'asc' }],
    ['by number', { sort: 'number', direction: 'asc' }],
    ['by number, descending', { sort: 'number' }],
    ['by preferred date', { sort: 'preferredDate', direction: 'asc' }],
    ['by preferred date, latest first', { sort: 'preferredDate' }],
    ['an order type', { orderTypeIds: ['00000000-0000-4000-8000-000000000000'] }],
    ['a preferred week', { dateFrom: '2025-03-03', dateTo: '2025-03-09', sort: 'preferredDate' }],
    ['a text', { text: 'storgatan 42' }],
    ['accepted ones', { statuses: ['accepted'] }],
  ] satisfies [string, OrderSearchInput][])(
    'reads %s through indexes and caps the count',
    async (_, input) => {
      const { page, count } = queriesFor(input);
      expectOnlyIndexes(await planOf(page), 'orders');
      const countPlan = await planOf(count);
      expectOnlyIndexes(countPlan, 'orders');
      expectCappedCount(countPlan);
    },
  );

  it('reads the firm’s own order type through its index', async () => {
    const { page, count } = queriesFor({ orderTypeIds: [world.orderTypeId] });
    expectOnlyIndexes(await planOf(page), 'orders');
    expectCappedCount(await planOf(count));
  });

  it.each([
    ['the inbox', { statuses: ['new'] }, ['2025-03-01T00:00:00.000000Z', 'B012000']],
    ['newest first', {}, ['2025-03-01T00:00:00.000000Z', 'B012000']],
    ['oldest first', { direction: 'asc' }, ['2025-03-01T00:00:00.000000Z', 'B012000']],
    ['by number', { sort: 'number', direction: 'asc' }, ['B012000']],
  ] satisfies [string, OrderSearchInput, string[]][])(
    'reads the page after a cursor of %s from an index, however deep',
    async (_, input, after) => {
      const { page } = orderSearchQueries(orderSearchSchema.parse(input), undefined, after);
      expectOnlyIndexes(await planOf(page), 'orders');
    },
  );

  // The preferred time may be empty: the key holds whether it is, then its value (nullsLastKey).
  it.each([
    ['by preferred date', 'asc', 'orders_preferred_date_keyset_idx', ['2025-03-01', 'true', '00:00:00']],
    [
      'by preferred date, latest first',
      'desc',
      'orders_preferred_date_desc_keyset_idx',
      ['2025-03-01', 'true', '09:00:00'],
    ],
  ] as const)(
    'reads a page sorted %s, and the page after a cursor, in the order of its index',
    async (_, direction, index, dateKey) => {
      const filter = orderSearchSchema.parse({ sort: 'preferredDate', direction });
      expectPageInIndexOrder(await planOf(orderSearchQueries(filter).page), index);
      expectPageInIndexOrder(
        await planOf(orderSearchQueries(filter, undefined, [...dateKey, 'B012000']).page),
        index,
        true,
      );
    },
  );
});
