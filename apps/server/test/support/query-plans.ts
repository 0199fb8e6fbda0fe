import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../src/platform/db/database.ts';

// The plans of the product's own list and search statements, made inside a tenant's scope as a
// request makes them, so that plan tests assert which indexes serve them.

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  /** When run (`analysedPlan`): buffers found in shared memory and read in, this node and below. */
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

type Statement = SQL | ((tx: Tx) => SQL);

/** The root of the plan of `statement` in the tenant's scope; `run` also runs it and counts buffers. */
async function rootPlan(
  app: FastifyInstance,
  tenantId: string,
  statement: Statement,
  { userId, run = false }: { userId?: string; run?: boolean },
): Promise<PlanNode> {
  const options = run ? sql`ANALYZE, BUFFERS, FORMAT JSON` : sql`FORMAT JSON`;
  return app.database.withTenant({ tenantId, ...(userId ? { userId } : {}) }, async (tx) => {
    const query = typeof statement === 'function' ? statement(tx) : statement;
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (${options}) ${query}`);
    const document = row!['QUERY PLAN'];
    const [plan] = (typeof document === 'string' ? JSON.parse(document) : document) as { Plan: PlanNode }[];
    return plan!.Plan;
  });
}

/** Every node of the plan of `statement` (or of the statement `build` makes in the transaction). */
export async function planNodes(
  app: FastifyInstance,
  tenantId: string,
  statement: Statement,
  userId?: string,
): Promise<PlanNode[]> {
  return nodesOf(await rootPlan(app, tenantId, statement, userId ? { userId } : {}));
}

/** The statement run under `EXPLAIN (ANALYZE, BUFFERS)`: the root node, with buffers and rows of the whole. */
export const analysedPlan = (app: FastifyInstance, tenantId: string, statement: Statement) =>
  rootPlan(app, tenantId, statement, { run: true });

/** How the plan reads `table`: each scan's type and index ("Index Scan inspections_list_idx"). */
export function scansOf(nodes: PlanNode[], table: string): string[] {
  return nodes
    .filter((node) => node['Relation Name'] === table || node['Index Name']?.startsWith(`${table}_`))
    .map((node) => `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
}

/**
 * `table` is read through indexes, never scanned whole. (Which index is the planner's choice: for
 * a page it may walk an index in the list's order and stop at the page's last row.)
 */
export function expectOnlyIndexes(nodes: PlanNode[], table: string): void {
  const scans = scansOf(nodes, table);
  expect(
    scans.some((scan) => scan.includes('Index')),
    scans.join(', '),
  ).toBe(true);
  expect(scans.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
}

/**
 * A page read from `index` in the list's order, stopping at its last row: below a Limit, that
 * index's scan and no sort of the matches (the page's own few rows may be sorted again above it,
 * once joined with their lookups). After a cursor, the scan starts at the cursor's key: the row
 * comparison is a condition of the index, not a filter of every row before it.
 */
export function expectPageInIndexOrder(
  nodes: PlanNode[],
  index: string | readonly string[],
  afterCursor = false,
): void {
  const indexes: readonly string[] = typeof index === 'string' ? [index] : index;
  const pages = nodes.filter((node) => node['Node Type'] === 'Limit').map(nodesOf);
  const describe = nodes.map(
    (node) => `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`,
  );
  expect(
    pages.some(
      (page) =>
        page.some(
          (node) =>
            indexes.includes(node['Index Name'] ?? '') &&
            node['Node Type'].startsWith('Index') &&
            (!afterCursor || Boolean(node['Index Cond']?.includes('ROW('))),
        ) && !page.some((node) => node['Node Type'].includes('Sort')),
    ),
    describe.join(' > '),
  ).toBe(true);
}

/** A count that reads at most the cap's rows: a Limit below the count's aggregate. */
export function expectCappedCount(nodes: PlanNode[]): void {
  const types = nodes.map((node) => node['Node Type']);
  expect(types[0], types.join(' > ')).toBe('Aggregate');
  expect(types, types.join(' > ')).toContain('Limit');
}

/** VACUUM ANALYZE (outside a transaction) as autovacuum would: statistics and the visibility map. */
export const vacuumAnalyze = (app: FastifyInstance) => app.database.exclusive((run) => run('VACUUM ANALYZE'));

/**
 * Loads a plan test's rows as the owner, without the statement timeout of an ordinary transaction:
 * tens of thousands of rows through the triggers and search indexes may outlast it on a busy
 * machine, and the timeout guards requests, not a test's set-up.
 */
export function loadRows<T>(app: FastifyInstance, work: (tx: Tx) => Promise<T>): Promise<T> {
  return app.database.asSystem(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    return work(tx);
  });
}
