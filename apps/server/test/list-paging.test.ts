import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@syna/contracts/constants';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { useTwoFirms } from './support/two-firms.ts';

/**
 * Paged lists through the API on a firm with more rows than the count goes to: a page answers
 * "more than LIST_COUNT_CAP" instead of counting every row, and paging still reaches the end.
 */

const FIRM_ROWS = LIST_COUNT_CAP + 5;
const NEIGHBOUR_ROWS = 3;

const world = useTwoFirms();

beforeAll(async () => {
  const rows = (tenant: string, count: number) =>
    world.app.database.asSystem(async (tx) => {
      await tx.execute(sql`
        INSERT INTO inspections (tenant_id, number, created_at)
        SELECT ${tenant}, '2025-' || lpad(g::text, 5, '0'), timestamptz '2025-06-01' - make_interval(mins => g)
        FROM generate_series(1, ${count}) AS g`);
      await tx.execute(sql`
        INSERT INTO contacts (tenant_id, type, name, last_name)
        SELECT ${tenant}, 'person', 'Kund ' || lpad(g::text, 5, '0'), 'Kund ' || lpad(g::text, 5, '0')
        FROM generate_series(1, ${count}) AS g`);
      // New orders, three to a minute: newest first ties on the time and is settled by number.
      await tx.execute(sql`
        INSERT INTO orders (tenant_id, number, status, source, preferred_date, customer, object, created_at)
        SELECT ${tenant}, 'B' || lpad(g::text, 6, '0'), 'new', 'web', date '2025-06-01',
               jsonb_build_object('firstName', 'Kund', 'lastName', 'Nummer ' || g, 'email', 'kund' || g || '@exempel.se'),
               jsonb_build_object('address', jsonb_build_object('address', 'Storgatan ' || g, 'city', 'Umeå')),
               timestamptz '2025-06-01' - make_interval(mins => g / 3)
        FROM generate_series(1, ${count}) AS g`);
    });
  await rows(world.firm.id, FIRM_ROWS);
  await rows(world.otherFirm.id, NEIGHBOUR_ROWS);
}, 120_000);

const searchInspections = (body: object, user = world.owner, tenant = world.firm.id) =>
  world.as(user).ok(inspectionEndpoints.search, { params: { tenant }, body });

describe('a list larger than the count goes', () => {
  it('answers the first page with the count stopped at the cap', async () => {
    const first = await searchInspections({});
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalIsExact: false });
    expect(first.items.map((item) => item.number)).toEqual(
      Array.from({ length: 10 }, (_, index) => `2025-${String(index + 1).padStart(5, '0')}`),
    );
  });

  it('counts exactly what a filter narrows below the cap', async () => {
    const narrowed = await searchInspections({ text: '2025-0004' });
    expect(narrowed.total).toBe(10);
    expect(narrowed).not.toHaveProperty('totalIsExact');
  });

  it('still reaches the last page, which tells where the list ends', async () => {
    const last = await searchInspections({ page: LIST_COUNT_CAP / 10 + 1 });
    expect(last.items.map((item) => item.number)).toEqual(
      ['10001', '10002', '10003', '10004', '10005'].map((number) => `2025-${number}`),
    );
    expect(last).toEqual(expect.objectContaining({ total: FIRM_ROWS }));
    expect(last).not.toHaveProperty('totalIsExact');
  });

  it('caps the address book the same way', async () => {
    const contacts = await world
      .as(world.owner)
      .ok(contactEndpoints.search, { params: { tenant: world.firm.id }, body: { pageSize: 5 } });
    expect(contacts).toMatchObject({ total: LIST_COUNT_CAP, totalIsExact: false });
    expect(contacts.items).toHaveLength(5);
  });

  it('counts only the caller’s own firm', async () => {
    expect(await searchInspections({}, world.outsider, world.otherFirm.id)).toEqual(
      expect.objectContaining({ total: NEIGHBOUR_ROWS }),
    );
  });
});

/** A paged list that takes a cursor: how to read a page, and the orders it pages by keyset. */
interface CursorList {
  read(body: Record<string, unknown>): Promise<{ items: { id: string }[]; nextCursor?: string }>;
  orders: Record<string, unknown>[];
}

const cursorLists: [string, CursorList][] = [
  [
    'the assignment list',
    { read: searchInspections, orders: [{}, { sort: 'number', direction: 'asc' }, { direction: 'asc' }] },
  ],
  [
    'the order search',
    {
      read: (body) =>
        world.as(world.owner).ok(orderEndpoints.search, { params: { tenant: world.firm.id }, body }),
      orders: [{}, { direction: 'asc' }, { sort: 'number' }],
    },
  ],
  [
    'the order inbox',
    {
      read: (query) =>
        world.as(world.owner).ok(orderEndpoints.inbox, { params: { tenant: world.firm.id }, query }),
      orders: [{}],
    },
  ],
  [
    'the address book',
    {
      read: (body) =>
        world.as(world.owner).ok(contactEndpoints.search, { params: { tenant: world.firm.id }, body }),
      // The contacts were made in one transaction: newest first is all ties, settled by id.
      orders: [{}, { sort: 'created' }],
    },
  ],
];

describe.each(cursorLists)('keyset paging of %s', (_, list) => {
  it('walks the list page after page as the page numbers do, in each keyset order', async () => {
    for (const order of list.orders) {
      const byPage = await list.read({ ...order, page: 3, pageSize: 100 });
      let page = await list.read({ ...order, pageSize: 100 });
      page = await list.read({ ...order, pageSize: 100, page: 2, cursor: page.nextCursor });
      page = await list.read({ ...order, pageSize: 100, page: 3, cursor: page.nextCursor });
      expect(page.items.map((item) => item.id)).toEqual(byPage.items.map((item) => item.id));
      expect(page.items).toHaveLength(100);
      expect(page.nextCursor).toBeDefined();
    }
  });

  it('gives no cursor on the last page', async () => {
    const last = await list.read({ ...list.orders[0], pageSize: 100, page: Math.ceil(FIRM_ROWS / 100) });
    expect(last.items).toHaveLength(FIRM_ROWS % 100);
    expect(last).not.toHaveProperty('nextCursor');
  });
});

describe('keyset paging with a cursor', () => {
  it('reaches the end past the cap, where no cursor follows', async () => {
    const first = await searchInspections({ sort: 'number', direction: 'asc', pageSize: 100, page: 100 });
    const last = await searchInspections({
      sort: 'number',
      direction: 'asc',
      pageSize: 100,
      page: 101,
      cursor: first.nextCursor,
    });
    expect(last.items.map((item) => item.number)).toEqual(
      ['10001', '10002', '10003', '10004', '10005'].map((number) => `2025-${number}`),
    );
    expect(last).not.toHaveProperty('nextCursor');
    expect(last.total).toBe(FIRM_ROWS);
  });

  it('refuses a cursor of another firm, of another order, or forged, with a field error', async () => {
    const { nextCursor } = await searchInspections({});
    const refused = async (body: object, user = world.owner, tenant = world.firm.id) => {
      const response = await world.as(user).send(inspectionEndpoints.search, { params: { tenant }, body });
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
    };
    expect(await refused({ cursor: nextCursor }, world.outsider, world.otherFirm.id)).toEqual([
      'body.cursor',
    ]);
    expect(await refused({ cursor: nextCursor, sort: 'number' })).toEqual(['body.cursor']);
    const forged = Buffer.from(JSON.stringify([world.firm.id, 'created:desc', 'yesterday', 'x'])).toString(
      'base64url',
    );
    expect(await refused({ cursor: forged })).toEqual(['body.cursor']);
    expect(await refused({ cursor: 'not a cursor!' })).toEqual(['body.cursor']);
  });
});

describe('cursors of the order list and the address book', () => {
  const send =
    (endpoint: typeof orderEndpoints.search | typeof contactEndpoints.search) =>
    async (body: object, user = world.owner, tenant = world.firm.id) => {
      const response = await world.as(user).send(endpoint, { params: { tenant }, body });
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
    };

  it.each([
    ['the order search', orderEndpoints.search, { sort: 'number' }, 'orders:created:desc'],
    ['the address book', contactEndpoints.search, { sort: 'created' }, 'contacts:name'],
  ] as const)(
    'refuses in %s a cursor of another firm, of another order, or forged',
    async (_, endpoint, otherOrder, order) => {
      const refused = send(endpoint);
      const { nextCursor } = await world
        .as(world.owner)
        .ok(endpoint, { params: { tenant: world.firm.id }, body: {} });
      expect(nextCursor).toBeDefined();
      expect(await refused({ cursor: nextCursor }, world.outsider, world.otherFirm.id)).toEqual([
        'body.cursor',
      ]);
      expect(await refused({ cursor: nextCursor, ...otherOrder })).toEqual(['body.cursor']);
      const forged = Buffer.from(JSON.stringify([world.firm.id, order, 'yesterday', 'x'])).toString(
        'base64url',
      );
      expect(await refused({ cursor: forged })).toEqual(['body.cursor']);
    },
  );

  it('refuses a search’s cursor in the inbox, on the query’s field', async () => {
    const { nextCursor } = await searchInspections({});
    const response = await world
      .as(world.owner)
      .send(orderEndpoints.inbox, { params: { tenant: world.firm.id }, query: { cursor: nextCursor } });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'query.cursor',
    ]);
  });
});
