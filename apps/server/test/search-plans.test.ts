import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { contactSearchSchema } from '@syna/contracts/contacts';
import { inspectionSearchSchema } from '@syna/contracts/inspections';
import { orderSearchSchema } from '@syna/contracts/orders';
import type { Tx } from '../src/platform/db/database.ts';
import { queryRows } from '../src/platform/db/database.ts';
import {
  inspectionFewMatchesQuery,
  inspectionSearchQueries,
  inspectionWindowQuery,
  searchInspections,
  textMatch,
} from '../src/modules/inspections/index.ts';
import {
  contactCountStatement,
  contactFewMatchesStatement,
  contactSearchStatement,
  contactTextMatch,
  contactWindowStatement,
  searchContacts,
} from '../src/modules/contacts/index.ts';
import {
  orderFewMatchesQuery,
  orderSearchQueries,
  orderTextMatch,
  orderWindowQuery,
  searchOrders,
} from '../src/modules/orders/index.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import {
  analysedPlan,
  planNodes,
  scansOf,
  vacuumAnalyze,
  type PlanNode,
  loadRows,
} from './support/query-plans.ts';
import { createTestApp } from './support/test-app.ts';
import { FEW_MATCHES, WIDE_SEARCH_WINDOW_ROWS } from '../src/platform/db/search-window.ts';

/**
 * Every shape of search (architecture: search) in a firm as large as the largest: 300 000
 * contacts, 300 000 assignments and 30 000 orders, beside a neighbour with 30 000 contacts of the
 * same names. Each statement the routes run is run under EXPLAIN (ANALYZE, BUFFERS): it must
 * read the index its shape is meant for, and no more shared buffers than its bound. The exact
 * path reads a handful of pages; free text reads its matches, a few thousand at most, or, for a
 * word common in the firm, the first rows of the list until its page is full.
 */

const ROWS = 300_000;
const NEIGHBOUR_ROWS = 30_000;
const ORDERS = 30_000;
/** Loading and indexing 630 000 rows takes minutes on a small machine. */
const LOAD_TIMEOUT_MS = 900_000;

// prettier-ignore
const FIRST_NAMES = ['Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Lena', 'Emma', 'Elin', 'Ida', 'Malin',
  'Erik', 'Lars', 'Karl', 'Anders', 'Johan', 'Per', 'Nils', 'Jan', 'Mats', 'Henrik'];
// prettier-ignore
const LAST_NAMES = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson',
  'Persson', 'Svensson', 'Lindberg', 'Lindström', 'Berg', 'Lundberg', 'Sandberg', 'Forsberg', 'Sjöberg',
  'Bergman', 'Bergström', 'Holm', 'Wikström', 'Lind', 'Lundin', 'Björk', 'Ek', 'Hansson'];
// prettier-ignore
const STREETS = ['Storgatan', 'Kungsgatan', 'Skolgatan', 'Parkvägen', 'Björkvägen', 'Ekvägen', 'Sjövägen',
  'Industrivägen', 'Villavägen', 'Bergsgatan', 'Nygatan', 'Rönnvägen'];

const list = (names: string[]) => sql.raw(`ARRAY[${names.map((name) => `'${name}'`).join(', ')}]`);
/** The id of the firm's g-th contact, the same in every statement. */
const contactId = (g: SQL) =>
  sql`overlay(overlay(md5('contact:' || ${g}) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid`;

/** A person (every fourth a company) of the name lists, with e-mail, phone and a number of digits. */
const contactRows = (tenantId: string, rows: number) => sql`
  INSERT INTO contacts (tenant_id, id, type, name, company_name, first_name, last_name, email, phone, created_at)
  SELECT ${tenantId}, ${contactId(sql`${tenantId} || g`)}, CASE WHEN g % 4 = 0 THEN 'company' ELSE 'person' END,
         CASE WHEN g % 4 = 0 THEN last_name || ' Fastigheter AB' ELSE first_name || ' ' || last_name END,
         CASE WHEN g % 4 = 0 THEN last_name || ' Fastigheter AB' END, first_name, last_name,
         lower(first_name || '.' || last_name) || g || '@example.se',
         '07' || (g % 10) || '-' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'),
         now() - make_interval(mins => g)
  FROM generate_series(1, ${rows}) AS g,
       LATERAL (SELECT (${list(FIRST_NAMES)})[1 + g * 7 % ${FIRST_NAMES.length}] AS first_name,
                       (${list(LAST_NAMES)})[1 + (g * 13 + g / 40) % ${LAST_NAMES.length}] AS last_name) AS names`;

const world = {} as { app: FastifyInstance; firm: { id: string }; number: string; orderNumber: string };

beforeAll(async () => {
  const app = await createTestApp();
  const firm = await buildTenant(app, await buildUser(app));
  const neighbour = await buildTenant(app, await buildUser(app));
  await loadRows(app, async (tx) => {
    await tx.execute(sql`SET LOCAL gin_pending_list_limit = '256MB'`);
    await tx.execute(contactRows(firm.id, ROWS));
    await tx.execute(contactRows(neighbour.id, NEIGHBOUR_ROWS));
    // The one contact with a personnummer, searched for in its every form.
    await tx.execute(sql`UPDATE contacts SET number = '19811218-9876'
                         WHERE tenant_id = ${firm.id} AND id = ${contactId(sql`${firm.id} || 4711`)}`);
    await tx.execute(sql`
      INSERT INTO inspections (tenant_id, number, customer_id, address, created_at)
      SELECT ${firm.id}, '2025-' || lpad(g::text, 6, '0'), ${contactId(sql`${firm.id} || (1 + g::bigint * 7919 % ${ROWS})`)},
             jsonb_build_object('address', (${list(STREETS)})[1 + g * 7 % ${STREETS.length}] || ' ' || (1 + g * 3 % 80),
                                'postalCode', '903 ' || lpad((g % 100)::text, 2, '0'), 'city', 'Umeå'),
             now() - make_interval(mins => g)
      FROM generate_series(1, ${ROWS}) AS g`);
    await tx.execute(sql`
      INSERT INTO orders (tenant_id, number, status, source, preferred_date, customer, object, created_at)
      SELECT ${firm.id}, 'B2025-' || lpad(g::text, 5, '0'), 'accepted', 'web', date '2025-01-01' + g % 365,
             jsonb_build_object('type', 'person', 'firstName', c.first_name, 'lastName', c.last_name,
                                'email', c.email, 'phone', c.phone),
             jsonb_build_object('address', jsonb_build_object('address', 'Storgatan ' || g % 80, 'city', 'Umeå')),
             now() - make_interval(mins => g)
      FROM generate_series(1, ${ORDERS}) AS g
      JOIN contacts c ON c.tenant_id = ${firm.id} AND c.id = ${contactId(sql`${firm.id} || (g * 10)`)}`);
  });
  await vacuumAnalyze(app);
  Object.assign(world, { app, firm, number: '2025-012345', orderNumber: 'B2025-01234' });
}, LOAD_TIMEOUT_MS);
afterAll(() => world.app?.close());

const inFirm = <T>(work: (tx: Tx) => Promise<T>) =>
  world.app.database.withTenant({ tenantId: world.firm.id }, work);

/** The buffers a statement read, run in the firm's scope, and the scans of its table. */
async function measured(statement: SQL, table: string) {
  const root: PlanNode = await analysedPlan(world.app, world.firm.id, statement);
  const nodes = await planNodes(world.app, world.firm.id, statement);
  return {
    buffers: (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0),
    scans: scansOf(nodes, table),
    rows: root['Actual Rows'] ?? 0,
  };
}

/** Each of the page and the count reads `index` and at most `bound` buffers. */
async function expectReads(statements: SQL[], table: string, index: string, bound: number) {
  for (const statement of statements) {
    const { buffers, scans } = await measured(statement, table);
    expect(
      scans.filter((scan) => scan.startsWith('Seq Scan')),
      scans.join(', '),
    ).toEqual([]);
    expect(
      scans.some((scan) => scan.endsWith(index)),
      scans.join(', '),
    ).toBe(true);
    expect(buffers, `${buffers} buffers through ${scans.join(', ')}`).toBeLessThanOrEqual(bound);
  }
}

async function assignmentStatements(text: string) {
  const filter = inspectionSearchSchema.parse({ text });
  const match = await inFirm((tx) => textMatch(tx, text));
  const { page, count } = inspectionSearchQueries(filter, {}, match.condition);
  return [page, count];
}

async function contactStatements(query: string) {
  const criteria = contactSearchSchema.parse({ query });
  const match = (await inFirm((tx) => contactTextMatch(tx, query)))?.condition;
  const page = await inFirm(async (tx) => contactSearchStatement(tx, criteria, match).getSQL());
  return [page, contactCountStatement(criteria, match)];
}

async function orderStatements(text: string) {
  const filter = orderSearchSchema.parse({ text });
  const match = await inFirm((tx) => orderTextMatch(tx, text));
  const { page, count } = orderSearchQueries(filter, match.condition);
  return [page, count];
}

describe('search by design among 300 000 assignments and contacts', () => {
  it.each([
    ['an assignment number', () => world.number, 'inspections_tenant_id_number_key', 60],
    ['a customer’s personnummer', () => '811218-9876', 'inspections_customer_idx', 100],
  ])('finds an assignment by %s on the exact path', async (_, text, index, bound) => {
    await expectReads(await assignmentStatements(text()), 'inspections', index, bound);
  });

  it.each([
    ['a customer’s name', 'Mats Bergman', 3_000],
    ['an address', 'Industrivägen 14', 6_000],
  ])('finds assignments by %s as free text through the trigram index', async (_, text, bound) => {
    await expectReads(
      await assignmentStatements(text),
      'inspections',
      'inspections_tenant_search_idx',
      bound,
    );
  });

  it.each([
    ['a personnummer without century', '811218-9876'],
    ['a phone number with the country code', '+46 71 000 79 19'],
    ['an e-mail address', 'Elin.Sandberg1@example.se'],
  ])('finds a contact by %s on the exact path', async (_, query) => {
    await expectReads(await contactStatements(query), 'contacts', 'contacts_search_keys_idx', 30);
  });

  it('finds contacts by a surname as free text through the firm’s trigram index', async () => {
    await expectReads(await contactStatements('Bergman'), 'contacts', 'contacts_tenant_search_idx', 15_000);
  });

  it.each([
    ['its number', () => world.orderNumber, 'orders_tenant_id_number_key', 30],
    ['its customer’s e-mail address', () => 'erik.larsson10@example.se', 'orders_search_keys_idx', 30],
  ])('finds an order by %s on the exact path', async (_, text, index, bound) => {
    await expectReads(await orderStatements(text()), 'orders', index, bound);
  });

  it('finds orders by a surname as free text through the trigram index', async () => {
    await expectReads(await orderStatements('Bergman'), 'orders', 'orders_tenant_search_idx', 3_000);
  });
});

/** A page as the route's function answers it, and as the statement ranking every match reads it. */
interface PagePair {
  answered: { items: { id: string }[]; total: number; totalIsExact?: false; lastKey?: string[] };
  ranked: { id: string; sort_key: string[] | null }[];
}

/**
 * The first two pages of a search through the route's function (`read`, the second after the
 * first's cursor) are those of ranking every match (`rank`), and its window statement (`window`) reads the list's `index`, not
 * the trigram index, and no more than `bound` buffers.
 */
async function expectWindowPages(
  read: (tx: Tx, page: number, after?: string[]) => Promise<PagePair['answered']>,
  rank: (tx: Tx, after?: string[]) => Promise<PagePair['ranked']>,
  window: (tx: Tx) => SQL,
  { table, index, bound }: { table: string; index: string; bound: number },
) {
  let after: string[] | undefined;
  for (const page of [1, 2]) {
    const { answered, ranked } = await inFirm(async (tx) => ({
      answered: await read(tx, page, after),
      ranked: await rank(tx, after),
    }));
    expect(
      answered.items.map((item) => item.id),
      `page ${page}`,
    ).toEqual(ranked.slice(0, 10).map((row) => row.id));
    expect(answered.lastKey).toEqual(ranked[9]!.sort_key);
    // Found in the window: more match than the page shows, how many more is not counted.
    expect(answered).toMatchObject({ total: page * 10, totalIsExact: false });
    after = answered.lastKey;
  }
  const { buffers, scans, rows } = await measured(await inFirm(async (tx) => window(tx)), table);
  expect(rows).toBe(11);
  expect(scans, scans.join(', ')).toContain(`Index Scan ${index}`);
  expect(scans.join(', ')).not.toContain('search_idx');
  expect(buffers, `${buffers} buffers through ${scans.join(', ')}`).toBeLessThanOrEqual(bound);
}

describe('a word common in the firm, its pages read from the first rows of the list', () => {
  it.each([
    ['by name', {}, 'contacts_name_idx'],
    ['newest first', { sort: 'created' }, 'contacts_created_idx'],
  ] as const)('finds contacts by a surname %s', async (_, order, index) => {
    const criteria = contactSearchSchema.parse({ query: 'Bergman', ...order });
    const match = (await inFirm((tx) => contactTextMatch(tx, criteria.query)))!.condition;
    await expectWindowPages(
      (tx, page, after) => searchContacts(tx, { ...criteria, page }, after),
      (tx, after) => contactSearchStatement(tx, criteria, match, after),
      (tx) => contactWindowStatement(tx, criteria, match)!.getSQL(),
      // By name, the window walks past the names before the first match ("Anders Andersson").
      { table: 'contacts', index, bound: 2_000 },
    );
  });

  it('finds assignments by a street, newest first', async () => {
    const filter = inspectionSearchSchema.parse({ text: 'Storgatan' });
    const match = (await inFirm((tx) => textMatch(tx, 'Storgatan'))).condition;
    await expectWindowPages(
      (tx, page, after) => searchInspections(tx, { ...filter, page }, {}, after),
      (tx, after) => queryRows(tx, inspectionSearchQueries(filter, {}, match, after).page),
      () => inspectionWindowQuery(filter, {}, match)!,
      { table: 'inspections', index: 'inspections_list_idx', bound: 1_000 },
    );
  });

  it('finds orders by a surname, newest first', async () => {
    const filter = orderSearchSchema.parse({ text: 'Bergman' });
    const match = (await inFirm((tx) => orderTextMatch(tx, 'Bergman'))).condition;
    await expectWindowPages(
      (tx, page, after) => searchOrders(tx, { ...filter, page }, after),
      (tx, after) => queryRows(tx, orderSearchQueries(filter, match, after).page),
      () => orderWindowQuery(filter, match)!,
      { table: 'orders', index: 'orders_created_idx', bound: 1_000 },
    );
  });
});

describe('a word common in the firm that the list’s first rows miss, read from a wider window', () => {
  it('finds contacts by a surname late in the alphabet, by name', async () => {
    // The first 5 000 contacts by name are "Anders A…" to "Anders F…": "Anders Wikström" comes
    // some 11 000 rows in, and 12 000 contacts are named Wikström, too many to rank.
    const criteria = contactSearchSchema.parse({ query: 'Wikström' });
    const match = (await inFirm((tx) => contactTextMatch(tx, criteria.query)))!.condition;
    await expectWindowPages(
      (tx, page, after) => searchContacts(tx, { ...criteria, page }, after),
      (tx, after) => contactSearchStatement(tx, criteria, match, after),
      (tx) => contactWindowStatement(tx, criteria, match, undefined, WIDE_SEARCH_WINDOW_ROWS)!.getSQL(),
      { table: 'contacts', index: 'contacts_name_idx', bound: 30_000 },
    );
  });
});

/**
 * The first page of a rare text through the route's function (`read`) is that of ranking every
 * match (`rank`), its total the exact count of them all (`count`), and the statement that read it
 * (`few`) took them through the trigram `index` and no more than `bound` buffers.
 */
async function expectFewMatchesPage(
  read: (tx: Tx) => Promise<PagePair['answered']>,
  rank: (tx: Tx) => Promise<PagePair['ranked']>,
  count: SQL,
  few: (tx: Tx) => SQL,
  { table, index, bound }: { table: string; index: string; bound: number },
) {
  const { answered, ranked, total } = await inFirm(async (tx) => ({
    answered: await read(tx),
    ranked: await rank(tx),
    total: (await queryRows<{ total: number }>(tx, count))[0]!.total,
  }));
  expect(total).toBeGreaterThan(10);
  expect(total).toBeLessThanOrEqual(FEW_MATCHES);
  expect(answered.items.map((item) => item.id)).toEqual(ranked.slice(0, 10).map((row) => row.id));
  expect(answered.lastKey).toEqual(ranked[9]!.sort_key);
  expect(answered.total).toBe(total);
  expect(answered.totalIsExact).toBeUndefined();
  const { buffers, scans, rows } = await measured(await inFirm(async (tx) => few(tx)), table);
  expect(rows).toBe(11);
  expect(
    scans.some((scan) => scan.endsWith(index)),
    scans.join(', '),
  ).toBe(true);
  expect(buffers, `${buffers} buffers through ${scans.join(', ')}`).toBeLessThanOrEqual(bound);
}

describe('a rare text, its first page ranked from its few matches and counted in one statement', () => {
  it('finds assignments by the start of their number, the oldest hundred', async () => {
    // Shaped like a number but none's: free text, its matches at the end of the list.
    const filter = inspectionSearchSchema.parse({ text: '2025-2999' });
    const match = (await inFirm((tx) => textMatch(tx, filter.text!))).condition;
    const queries = inspectionSearchQueries(filter, {}, match);
    await expectFewMatchesPage(
      (tx) => searchInspections(tx, filter),
      (tx) => queryRows(tx, queries.page),
      queries.all,
      () => inspectionFewMatchesQuery(filter, {}, match),
      { table: 'inspections', index: 'inspections_tenant_search_idx', bound: 6_000 },
    );
  });

  it('finds contacts by a first name and a surname', async () => {
    const criteria = contactSearchSchema.parse({ query: 'Mats Bergman' });
    const match = (await inFirm((tx) => contactTextMatch(tx, criteria.query)))!.condition;
    await expectFewMatchesPage(
      (tx) => searchContacts(tx, criteria),
      (tx) => contactSearchStatement(tx, criteria, match),
      sql`SELECT count(*)::int AS total FROM contacts WHERE tenant_id = ${world.firm.id} AND ${match}`,
      (tx) => contactFewMatchesStatement(tx, criteria, match).getSQL(),
      { table: 'contacts', index: 'contacts_tenant_search_idx', bound: 6_000 },
    );
  });

  it('finds orders by a part of an e-mail address', async () => {
    const filter = orderSearchSchema.parse({ text: 'larsson10' });
    const match = (await inFirm((tx) => orderTextMatch(tx, 'larsson10'))).condition;
    const queries = orderSearchQueries(filter, match);
    await expectFewMatchesPage(
      (tx) => searchOrders(tx, filter),
      (tx) => queryRows(tx, queries.page),
      sql`SELECT count(*)::int AS total FROM orders o WHERE o.tenant_id = ${world.firm.id} AND ${match}`,
      () => orderFewMatchesQuery(filter, match),
      { table: 'orders', index: 'orders_tenant_search_idx', bound: 3_000 },
    );
  });
});
