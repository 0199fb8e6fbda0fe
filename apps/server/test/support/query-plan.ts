import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/platform/db/database.ts';

/** A node of `EXPLAIN (FORMAT JSON)`: what plan tests look at. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** With `ANALYZE, BUFFERS`: buffers found in shared memory and read in, this node and below. */
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** The node and every node below it. */
export function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The plan of a statement run in a tenant's request transaction, as the API runs it (row-level
 * security included); `analyse` also runs it and counts its buffers.
 */
export async function planOf(
  database: Database,
  tenantId: string,
  statement: SQL,
  analyse = false,
): Promise<PlanNode> {
  const options = analyse ? sql`ANALYZE, BUFFERS, FORMAT JSON` : sql`FORMAT JSON`;
  return database.withTenant({ tenantId }, async (tx) => {
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (${options}) ${statement}`);
    const document = row!['QUERY PLAN'];
    const [plan] = (typeof document === 'string' ? JSON.parse(document) : document) as { Plan: PlanNode }[];
    return plan!.Plan;
  });
}

/** How a statement reads a table: each scan's type and index, e.g. `Index Only Scan inspections_calendar_idx`. */
export async function tableScans(
  database: Database,
  tenantId: string,
  statement: SQL,
  table: string,
): Promise<string[]> {
  return nodesOf(await planOf(database, tenantId, statement))
    .filter((node) => node['Relation Name'] === table || node['Index Name']?.startsWith(`${table}_`))
    .map((node) => `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
}
