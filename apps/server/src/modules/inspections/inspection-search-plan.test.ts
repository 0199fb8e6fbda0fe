import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { inspectionSearchSchema, type InspectionSearchInput } from '@syna/contracts/inspections';
import { LIST_COUNT_CAP } from '@syna/contracts/constants';
import { queryRows } from '../../platform/db/database.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import {
  buildContact,
  buildInspectionStatus,
  buildInspectionType,
} from '../../../test/support/inspection-factories.ts';
import { inspectionSearchQueries, matchingCustomerIds, searchInspections } from './inspection-search.repo.ts';

/**
 * The search must stay fast with many inspections: its statements read indexes, never the whole
 * inspections table. 20 000 inspections are generated, most for one firm and some for a neighbour,
 * analysed, and the plans of the very statements the API runs are checked, on both databases.
 */

const FIRM_INSPECTIONS = 16_000;
const NEIGHBOUR_INSPECTIONS = 4_000;

let app: FastifyInstance;
let firm: { id: string };
let neighbour: { id: string };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(statement: SQL): Promise<PlanNode[]> {
  return app.database.withTenant({ tenantId: firm.id }, async (tx) => {
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${statement}`);
    const document = row!['QUERY PLAN'];
    const [plan] = (typeof document === 'string' ? JSON.parse(document) : document) as { Plan: PlanNode }[];
    return nodesOf(plan!.Plan);
  });
}

/** How the statement reads the inspections table: each scan's type and index. */
async function inspectionScans(statement: SQL): Promise<string[]> {
  return (await planOf(statement))
    .filter(
      (node) => node['Relation Name'] === 'inspections' || node['Index Name']?.startsWith('inspections_'),
    )
    .map((node) => `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
}

/**
 * The inspections table is read through indexes, never scanned whole. (Which index is the
 * planner's choice: for a page it may walk the list index in date order and stop at ten matches.)
 */
function expectOnlyIndexes(scans: string[]): void {
  expect(
    scans.some((scan) => scan.includes('Index')),
    scans.join(', '),
  ).toBe(true);
  expect(scans.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
}

async function queriesFor(input: InspectionSearchInput) {
  const filter = inspectionSearchSchema.parse(input);
  const customerIds = filter.text
    ? await app.database.withTenant({ tenantId: firm.id }, (tx) => matchingCustomerIds(tx, filter.text!))
    : [];
  return inspectionSearchQueries(filter, {}, customerIds);
}

beforeAll(async () => {
  app = await createTestApp();
  firm = await buildTenant(app, await buildUser(app));
  neighbour = await buildTenant(app, await buildUser(app));
  for (const tenant of [firm, neighbour]) {
    await buildInspectionType(app, tenant.id, { name: 'Överlåtelsebesiktning' });
    await buildInspectionStatus(app, tenant.id, { name: 'Ny' });
    for (let index = 0; index < 50; index += 1) await buildContact(app, tenant.id, { name: `Kund ${index}` });
  }
  await buildContact(app, firm.id, { name: 'Bostads AB Norrsken' });
  await app.database.asSystem(async (tx) => {
    // The new rows' index entries wait in GIN's pending list until the VACUUM below files them
    // in bulk, which is far quicker than one by one.
    await tx.execute(sql`SET LOCAL gin_pending_list_limit = '256MB'`);
    await tx.execute(sql`
      INSERT INTO inspections (tenant_id, number, littera, customer_id, address, type_id, status_id, date, created_at)
      SELECT firm.tenant_id, '2025-' || lpad(g::text, 5, '0'), chr(65 + g % 26), firm.customers[1 + g % 51],
             jsonb_build_object('address', (ARRAY['Storgatan', 'Kungsgatan', 'Skolvägen'])[1 + g % 3] || ' ' || g % 97,
                                'city', (ARRAY['Umeå', 'Luleå', 'Skellefteå'])[1 + g % 3]),
             firm.type_id, firm.status_id, date '2025-01-01' + g % 365, now() - make_interval(mins => g)
      FROM generate_series(1, ${FIRM_INSPECTIONS + NEIGHBOUR_INSPECTIONS}) AS g
      JOIN (SELECT c.tenant_id, array_agg(c.id ORDER BY c.name) AS customers,
                   (SELECT t.id FROM inspection_types t WHERE t.tenant_id = c.tenant_id) AS type_id,
                   (SELECT s.id FROM inspection_statuses s WHERE s.tenant_id = c.tenant_id) AS status_id
            FROM contacts c GROUP BY c.tenant_id) AS firm
        ON firm.tenant_id = CASE WHEN g <= ${FIRM_INSPECTIONS} THEN ${firm.id} ELSE ${neighbour.id} END`);
  });
  // VACUUM (outside a transaction) as autovacuum would: statistics and the visibility map.
  await app.database.exclusive((run) => run('VACUUM ANALYZE'));
}, 300_000);
afterAll(async () => app?.close());

describe('the inspection search among 20 000 inspections', () => {
  it('finds what it should (the data is as planned)', async () => {
    const search = (input: InspectionSearchInput) =>
      app.database.withTenant({ tenantId: firm.id }, (tx) =>
        searchInspections(tx, inspectionSearchSchema.parse(input)),
      );
    // More than the cap: the count stops there.
    expect(await search({})).toMatchObject({ total: LIST_COUNT_CAP, totalIsExact: false });
    expect((await search({ text: '2025-12345' })).items.map((item) => item.number)).toEqual(['2025-12345']);
    const customers = await search({ text: 'norrsken' });
    expect(customers.total).toBe(Math.floor(FIRM_INSPECTIONS / 51));
    expect(customers).not.toHaveProperty('totalIsExact');
  });

  it('reads the default list (newest first, page 1) from the list index', async () => {
    const { page, count } = await queriesFor({});
    expect(await inspectionScans(page)).toEqual(['Index Scan inspections_list_idx']);
    expectOnlyIndexes(await inspectionScans(count));
  });

  it('answers a text search from indexes: the count from the tenant’s trigram index', async () => {
    for (const text of ['2025-12345', 'skolvägen 42']) {
      const { page, count } = await queriesFor({ text });
      expectOnlyIndexes(await inspectionScans(page));
      const countScans = await inspectionScans(count);
      expectOnlyIndexes(countScans);
      expect(countScans, `${text}: ${countScans.join(', ')}`).toContain(
        'Bitmap Index Scan inspections_tenant_search_idx',
      );
    }
  });

  it('finds a customer’s inspections from indexes: the count through the customer index', async () => {
    const { page, count } = await queriesFor({ text: 'norrsken' });
    expectOnlyIndexes(await inspectionScans(page));
    const countScans = await inspectionScans(count);
    expectOnlyIndexes(countScans);
    expect(countScans, countScans.join(', ')).toContain('Bitmap Index Scan inspections_customer_idx');
  });
});
