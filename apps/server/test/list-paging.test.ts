import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@syna/contracts/constants';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { useTwoFirms } from './support/two-firms.ts';

/**
 * Paged lists through the API on a firm with more rows than the count goes to: a page answers
 * "more than LIST_COUNT_CAP" instead of counting every row, and paging still reaches the end.
 */

const FIRM_ROWS = LIST_COUNT_CAP + 5;
const NEIGHBOUR_ROWS = 3;

const world = useTwoFirms();

beforeAll(async () => {
  // Each table's rows in one statement. Assignments tie on date and time (some have no time),
  // share 50 customers and 3 statuses (the five oldest, the last page, have no date, customer or
  // status); orders tie on the preferred day and time (some have none), projects on the minute
  // they were made, saved remarks on their title.
  const rows = (tenant: string, count: number) =>
    world.app.database.asSystem(async (tx) => {
      await tx.execute(sql`
        INSERT INTO contacts (tenant_id, type, name, last_name)
        SELECT ${tenant}, 'person', 'Kund ' || lpad(g::text, 5, '0'), 'Kund ' || lpad(g::text, 5, '0')
        FROM generate_series(1, ${count}) AS g`);
      await tx.execute(sql`
        INSERT INTO inspection_statuses (tenant_id, name, sort_order)
        VALUES (${tenant}, 'Ny', 1), (${tenant}, 'Bokad', 2), (${tenant}, 'Klar', 2)`);
      await tx.execute(sql`
        WITH customers AS (SELECT array_agg(id ORDER BY name) AS ids
                           FROM (SELECT id, name FROM contacts WHERE tenant_id = ${tenant}
                                 ORDER BY name LIMIT 50) AS c),
             statuses AS (SELECT array_agg(id ORDER BY name) AS ids
                          FROM inspection_statuses WHERE tenant_id = ${tenant})
        INSERT INTO inspections (tenant_id, number, created_at, date, start_time, customer_id, status_id)
        SELECT ${tenant}, '2025-' || lpad(g::text, 5, '0'), timestamptz '2025-06-01' - make_interval(mins => g),
               CASE WHEN g > 5 THEN date '2025-01-01' + g / 100 END,
               CASE WHEN g % 3 > 0 THEN time '07:00' + make_interval(mins => 30 * (g % 5)) END,
               CASE WHEN g > 5 THEN customers.ids[1 + g % 50] END,
               CASE WHEN g > 5 THEN statuses.ids[1 + g % 3] END
        FROM generate_series(1, ${count}) AS g, customers, statuses`);
      // New orders, three to a minute: newest first ties on the time and is settled by number.
      await tx.execute(sql`
        INSERT INTO orders (tenant_id, number, status, source, preferred_date, preferred_time, customer, object, created_at)
        SELECT ${tenant}, 'B' || lpad(g::text, 6, '0'), 'new', 'web', date '2025-06-01' + g % 20,
               CASE WHEN g % 4 > 0 THEN time '08:00' + make_interval(hours => g % 3) END,
               jsonb_build_object('firstName', 'Kund', 'lastName', 'Nummer ' || g, 'email', 'kund' || g || '@exempel.se'),
               jsonb_build_object('address', jsonb_build_object('address', 'Storgatan ' || g, 'city', 'Umeå')),
               timestamptz '2025-06-01' - make_interval(mins => g / 3)
        FROM generate_series(1, ${count}) AS g`);
      await tx.execute(sql`
        INSERT INTO projects (tenant_id, number, name, created_at)
        SELECT ${tenant}, 'P' || g, 'Projekt ' || g, timestamptz '2025-06-01' - make_interval(mins => g / 3)
        FROM generate_series(1, ${count}) AS g`);
      await tx.execute(sql`
        INSERT INTO common_remarks (tenant_id, title)
        SELECT ${tenant}, 'Anmärkning ' || lpad((g / 2)::text, 5, '0')
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

/** A paged list that takes a cursor: how to read a page, and its orders (each pages by keyset). */
interface CursorList {
  read(body: Record<string, unknown>): Promise<{ items: { id: string }[]; nextCursor?: string }>;
  orders: Record<string, unknown>[];
}

/** The searches that page by cursor besides the inspections'. */
type CursorSearch =
  | typeof orderEndpoints.search
  | typeof contactEndpoints.search
  | typeof projectEndpoints.search
  | typeof commonRemarkEndpoints.query;

const searchOf = (endpoint: CursorSearch) => (body: Record<string, unknown>) =>
  world.as(world.owner).ok(endpoint, { params: { tenant: world.firm.id }, body });

const bothWays = (sorts: string[]) =>
  sorts.flatMap((sort) => [
    { sort, direction: 'asc' },
    { sort, direction: 'desc' },
  ]);

const cursorLists: [string, CursorList][] = [
  [
    'the assignment list',
    { read: searchInspections, orders: bothWays(['created', 'number', 'date', 'customer', 'status']) },
  ],
  [
    'the order search',
    { read: searchOf(orderEndpoints.search), orders: bothWays(['created', 'number', 'preferredDate']) },
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
      read: searchOf(contactEndpoints.search),
      // The contacts were made in one transaction: newest first is all ties, settled by id.
      orders: [{}, { sort: 'created' }],
    },
  ],
  ['the project list', { read: searchOf(projectEndpoints.search), orders: [{}] }],
  ['the saved remarks', { read: searchOf(commonRemarkEndpoints.query), orders: [{}] }],
];

const PAGE_SIZE = 100;
const LAST_PAGE = Math.ceil(FIRM_ROWS / PAGE_SIZE);
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe.each(cursorLists)('keyset paging of %s', (_, list) => {
  it('reads the second and the last page by cursor as by their numbers, in each order', async () => {
    for (const order of list.orders) {
      for (const page of [2, LAST_PAGE]) {
        const read = (more: object) => list.read({ ...order, pageSize: PAGE_SIZE, page, ...more });
        const before = await read({ page: page - 1 });
        const byCursor = await read({ cursor: before.nextCursor });
        const label = JSON.stringify({ order, page });
        expect(ids(byCursor), label).toEqual(ids(await read({})));
        expect(byCursor.items, label).toHaveLength(page === LAST_PAGE ? FIRM_ROWS % PAGE_SIZE : PAGE_SIZE);
        // The last page gives no cursor, every other one does.
        expect(byCursor.nextCursor !== undefined, label).toBe(page < LAST_PAGE);
      }
    }
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
    // Keys of the right form that the database could not read: a day that does not exist, a NUL.
    const unreadable = (order: string, key: string[]) =>
      Buffer.from(JSON.stringify([world.firm.id, order, ...key])).toString('base64url');
    const noDay = unreadable('inspections:created:desc', [
      '2025-02-30T08:00:00.000000Z',
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect(await refused({ cursor: noDay })).toEqual(['body.cursor']);
    const nul = unreadable('inspections:number:asc', ['2025-\u0000']);
    expect(await refused({ cursor: nul, sort: 'number', direction: 'asc' })).toEqual(['body.cursor']);
  });
});

describe('cursors of the other lists', () => {
  const send =
    (endpoint: CursorSearch) =>
    async (body: object, user = world.owner, tenant = world.firm.id) => {
      const response = await world.as(user).send(endpoint, { params: { tenant }, body });
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
    };

  // A list of one order is given a cursor of another list as the one "of another order".
  it.each([
    ['the order search', orderEndpoints.search, { sort: 'preferredDate' }, 'orders:created:desc'],
    ['the address book', contactEndpoints.search, { sort: 'created' }, 'contacts:name'],
    ['the project list', projectEndpoints.search, 'the address book', 'projects:created:desc'],
    ['the saved remarks', commonRemarkEndpoints.query, 'the project list', 'common-remarks:title'],
  ] as const)(
    'refuses in %s a cursor of another firm, of another order, or forged',
    async (_, endpoint, otherOrder, order) => {
      const refused = send(endpoint);
      const { nextCursor } = await searchOf(endpoint)({});
      expect(nextCursor).toBeDefined();
      expect(await refused({ cursor: nextCursor }, world.outsider, world.otherFirm.id)).toEqual([
        'body.cursor',
      ]);
      const other =
        typeof otherOrder === 'string'
          ? { cursor: (await cursorLists.find(([name]) => name === otherOrder)![1].read({})).nextCursor }
          : { cursor: nextCursor, ...otherOrder };
      expect(await refused(other)).toEqual(['body.cursor']);
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
