import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { inspectionSearchSchema, type InspectionSearchInput } from '@syna/contracts/inspections';
import { LIST_COUNT_CAP } from '@syna/contracts/constants';
import { createTestApp } from '../../../test/support/test-app.ts';
import {
  expectCappedCount,
  expectOnlyIndexes,
  expectPageInIndexOrder,
  planNodes,
  scansOf,
  vacuumAnalyze,
  loadRows,
} from '../../../test/support/query-plans.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import {
  buildContact,
  buildInspectionStatus,
  buildInspectionType,
  buildProject,
} from '../../../test/support/inspection-factories.ts';
import {
  inspectionSearchQueries,
  countInspections,
  searchInspections,
  textMatch,
  type SearchScope,
} from './inspection-search.repo.ts';
import { useWorld } from '../../../test/support/test-world.ts';

/**
 * The search must stay fast with many inspections: its statements read indexes, never the whole
 * inspections table. 20 000 inspections are generated, most for one firm and some for a neighbour,
 * analysed, and the plans of the very statements the API runs are checked, on both databases.
 */

const FIRM_INSPECTIONS = 16_000;
const NEIGHBOUR_INSPECTIONS = 4_000;
const lookups = { types: [] as string[], statuses: [] as string[], customer: '' };

/** The plan of a statement, made in the firm's scope as a request makes it. */
const planOf = (statement: SQL) => planNodes(world.app, world.firm.id, statement);
const inspectionScans = async (statement: SQL) => scansOf(await planOf(statement), 'inspections');

async function queriesFor(input: InspectionSearchInput, scope: SearchScope = {}) {
  const filter = inspectionSearchSchema.parse(input);
  const match = filter.text
    ? await world.app.database.withTenant(
        { tenantId: world.firm.id },
        async (tx) => (await textMatch(tx, filter.text!)).condition,
      )
    : undefined;
  return inspectionSearchQueries(filter, scope, match);
}

const world = useWorld(async () => {
  const app = await createTestApp();
  const owner = await buildUser(app);
  const firm = await buildTenant(app, owner);
  const neighbour = await buildTenant(app, await buildUser(app));
  for (const tenant of [firm, neighbour]) {
    for (const name of ['Överlåtelsebesiktning', 'Energideklaration']) {
      const type = await buildInspectionType(app, tenant.id, { name });
      if (tenant === firm) lookups.types.push(type.id);
    }
    for (const [sortOrder, name] of ['Ny', 'Bokad', 'Klar'].entries()) {
      const status = await buildInspectionStatus(app, tenant.id, { name, sortOrder, final: name === 'Klar' });
      if (tenant === firm) lookups.statuses.push(status.id);
    }
    for (let index = 0; index < 50; index += 1) await buildContact(app, tenant.id, { name: `Kund ${index}` });
  }
  lookups.customer = (await buildContact(app, firm.id, { name: 'Bostads AB Norrsken' })).id;
  const project = await buildProject(app, firm.id, { name: 'Kv. Norrsken' });
  await loadRows(app, async (tx) => {
    // The new rows' index entries wait in GIN's pending list until the VACUUM below files them
    // in bulk, which is far quicker than one by one.
    await tx.execute(sql`SET LOCAL gin_pending_list_limit = '256MB'`);
    await tx.execute(sql`
      INSERT INTO inspections (tenant_id, number, littera, customer_id, address, type_id, status_id, date, created_at,
                               inspector_id, tags, project_id)
      SELECT firm.tenant_id, '2025-' || lpad(g::text, 5, '0'), chr(65 + g % 26), firm.customers[1 + g % 51],
             jsonb_build_object('address', (ARRAY['Storgatan', 'Kungsgatan', 'Skolvägen'])[1 + g % 3] || ' ' || g % 97,
                                'city', (ARRAY['Umeå', 'Luleå', 'Skellefteå'])[1 + g % 3]),
             firm.types[1 + g % 2], firm.statuses[1 + g % 3], date '2025-01-01' + g % 365,
             now() - make_interval(mins => g),
             CASE WHEN g % 4 = 0 THEN ${owner.id}::uuid END,
             CASE WHEN g % 50 = 0 THEN ARRAY['brådskande'] ELSE '{}' END,
             CASE WHEN g % 200 = 0 AND g <= ${FIRM_INSPECTIONS} THEN ${project.id}::uuid END
      FROM generate_series(1, ${FIRM_INSPECTIONS + NEIGHBOUR_INSPECTIONS}) AS g
      JOIN (SELECT c.tenant_id, array_agg(c.id ORDER BY c.name) AS customers,
                   (SELECT array_agg(t.id ORDER BY t.name) FROM inspection_types t
                    WHERE t.tenant_id = c.tenant_id) AS types,
                   (SELECT array_agg(s.id ORDER BY s.sort_order) FROM inspection_statuses s
                    WHERE s.tenant_id = c.tenant_id) AS statuses
            FROM contacts c GROUP BY c.tenant_id) AS firm
        ON firm.tenant_id = CASE WHEN g <= ${FIRM_INSPECTIONS} THEN ${firm.id} ELSE ${neighbour.id} END`);
  });
  await vacuumAnalyze(app);
  return { app, firm, neighbour, owner, project };
});

describe('the inspection search among 20 000 inspections', () => {
  it('finds what it should (the data is as planned)', async () => {
    const search = (input: InspectionSearchInput) =>
      world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
        searchInspections(tx, inspectionSearchSchema.parse(input)),
      );
    // More than the cap: the count stops there.
    expect(await search({})).toMatchObject({ total: LIST_COUNT_CAP, totalIsExact: false });
    expect((await search({ text: '2025-12345' })).items.map((item) => item.number)).toEqual(['2025-12345']);
    // A customer of one assignment in 51: the page is found in the first rows of the list, and
    // the answer says that more match; an export counts them all.
    const customers = await search({ text: 'norrsken' });
    expect(customers).toMatchObject({ total: 10, totalIsExact: false });
    const all = await world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
      countInspections(tx, inspectionSearchSchema.parse({ text: 'norrsken' })),
    );
    expect(all).toBe(Math.floor(FIRM_INSPECTIONS / 51));
  });

  it('reads the default list (newest first, page 1) from the list index', async () => {
    const { page, count } = await queriesFor({});
    expect(await inspectionScans(page)).toEqual(['Index Scan inspections_list_idx']);
    expectOnlyIndexes(await planOf(count), 'inspections');
  });

  it('answers a text search from indexes: a number from its key, free text from the tenant’s trigram index', async () => {
    const expected = [
      ['2025-12345', 'Index Only Scan inspections_tenant_id_number_key'],
      ['skolvägen 42', 'Bitmap Index Scan inspections_tenant_search_idx'],
    ] as const;
    for (const [text, scan] of expected) {
      const { page, count } = await queriesFor({ text });
      expectOnlyIndexes(await planOf(page), 'inspections');
      const countScans = await inspectionScans(count);
      expectOnlyIndexes(await planOf(count), 'inspections');
      expect(countScans, `${text}: ${countScans.join(', ')}`).toContain(scan);
    }
  });

  it('finds a customer’s inspections by name from the assignments’ own trigram index', async () => {
    const { page, count } = await queriesFor({ text: 'norrsken' });
    expectOnlyIndexes(await planOf(page), 'inspections');
    const countScans = await inspectionScans(count);
    expectOnlyIndexes(await planOf(count), 'inspections');
    expect(countScans, countScans.join(', ')).toContain('Bitmap Index Scan inspections_tenant_search_idx');
  });

  it.each([
    ['oldest first', { sort: 'created', direction: 'asc' }],
    ['by number', { sort: 'number', direction: 'asc' }],
    ['by number, descending', { sort: 'number', direction: 'desc' }],
    ['by date', { sort: 'date', direction: 'asc' }],
    ['by date, latest first', { sort: 'date', direction: 'desc' }],
  ] as const)('reads a page sorted %s through indexes, and caps its count', async (_, input) => {
    const { page, count } = await queriesFor(input);
    expectOnlyIndexes(await planOf(page), 'inspections');
    expectCappedCount(await planOf(count));
  });

  it.each([
    ['a type', () => ({ typeIds: [lookups.types[0]!] })],
    ['a status', () => ({ statusIds: [lookups.statuses[1]!] })],
    ['an inspector', () => ({ inspectorIds: [world.owner.id] })],
    ['a customer', () => ({ customerId: lookups.customer })],
    ['a tag', () => ({ tags: ['brådskande'] })],
    ['a date range', () => ({ dateFrom: '2025-03-01', dateTo: '2025-03-07' })],
    ['active ones', () => ({ active: true })],
    ['finished ones', () => ({ active: false })],
    ['a type, by number', () => ({ typeIds: [lookups.types[1]!], sort: 'number' as const })],
    [
      'a date range, by date',
      () => ({ dateFrom: '2025-03-01', dateTo: '2025-03-07', sort: 'date' as const }),
    ],
  ])('filters by %s through indexes, and caps the count', async (_, input) => {
    const { page, count } = await queriesFor(input());
    expectOnlyIndexes(await planOf(page), 'inspections');
    const countPlan = await planOf(count);
    expectOnlyIndexes(countPlan, 'inspections');
    expectCappedCount(countPlan);
  });

  it('reads a project’s inspections through the project index', async () => {
    const { page, count } = await queriesFor(
      { sort: 'number', direction: 'asc' },
      { projectId: world.project.id },
    );
    expectOnlyIndexes(await planOf(page), 'inspections');
    expectOnlyIndexes(await planOf(count), 'inspections');
  });

  it('reads the page after a cursor from an index in the list’s order, however deep', async () => {
    const newest = inspectionSearchQueries(inspectionSearchSchema.parse({}), {}, undefined, [
      '2025-03-01T00:00:00.000000Z',
      '00000000-0000-4000-8000-000000000000',
    ]);
    const scans = await inspectionScans(newest.page);
    expectOnlyIndexes(await planOf(newest.page), 'inspections');
    expect(
      scans.some((scan) => scan.endsWith('inspections_list_idx')),
      scans.join(', '),
    ).toBe(true);
    const byNumber = inspectionSearchQueries(
      inspectionSearchSchema.parse({ sort: 'number', direction: 'asc' }),
      {},
      undefined,
      ['2025-12000'],
    );
    expectOnlyIndexes(await planOf(byNumber.page), 'inspections');
  });

  // A date or time may be empty: the key holds whether it is, then its value (nullsLastKey).
  it.each([
    ['by date', 'date', 'asc', 'inspections_date_keyset_idx', ['false', '2025-03-01', 'true', '00:00:00']],
    [
      'by date, latest first',
      'date',
      'desc',
      'inspections_date_desc_keyset_idx',
      ['true', '2025-03-01', 'true', '08:30:00'],
    ],
    // The customer's name and the status's place and name are kept on the assignment (0021).
    ['by customer', 'customer', 'asc', 'inspections_customer_keyset_idx', ['false', 'Bostads AB Norrsken']],
    [
      'by customer, descending',
      'customer',
      'desc',
      'inspections_customer_desc_keyset_idx',
      ['true', 'Bostads AB Norrsken'],
    ],
    ['by status', 'status', 'asc', 'inspections_status_keyset_idx', ['false', '2', 'Pågår']],
    ['by status, descending', 'status', 'desc', 'inspections_status_desc_keyset_idx', ['true', '2', 'Pågår']],
  ] as const)(
    'reads a page sorted %s, and the page after a cursor, in the order of its index',
    async (_, sort, direction, index, sortKey) => {
      const filter = inspectionSearchSchema.parse({ sort, direction });
      const after = [...sortKey, '2025-03-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'];
      expectPageInIndexOrder(await planOf(inspectionSearchQueries(filter).page), index);
      expectPageInIndexOrder(
        await planOf(inspectionSearchQueries(filter, {}, undefined, after).page),
        index,
        true,
      );
    },
  );
});
