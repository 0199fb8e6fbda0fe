import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

// Whether the ids an inspection refers to exist in the tenant. The lookups, the address book,
// projects and estates belong to other modules; these read-only checks are the inspection's own
// question about them, so they live here as plain SQL.

export interface ReferencedIds {
  customerId?: string | null;
  typeId?: string | null;
  branchId?: string | null;
  statusId?: string | null;
  inspectorId?: string | null;
}

export interface ReferenceFindings {
  customer: boolean;
  type: boolean;
  branch: boolean;
  /** The branch belongs to the type (true when either is absent). */
  branchOfType: boolean;
  status: boolean;
  /** The inspector is a member of the tenant. */
  inspector: boolean;
}

const uuidOrNull = (value: string | null | undefined) => sql`${value ?? null}::uuid`;

/** Checks every given id in one round trip; an absent or null id counts as found. */
export async function checkReferences(tx: Tx, ids: ReferencedIds): Promise<ReferenceFindings> {
  const customer = uuidOrNull(ids.customerId);
  const type = uuidOrNull(ids.typeId);
  const branch = uuidOrNull(ids.branchId);
  const status = uuidOrNull(ids.statusId);
  const inspector = uuidOrNull(ids.inspectorId);
  const [row] = await queryRows<ReferenceFindings>(
    tx,
    sql`SELECT
          (${customer} IS NULL OR EXISTS (SELECT 1 FROM contacts
             WHERE tenant_id = app_tenant() AND id = ${customer})) AS customer,
          (${type} IS NULL OR EXISTS (SELECT 1 FROM inspection_types
             WHERE tenant_id = app_tenant() AND id = ${type})) AS type,
          (${branch} IS NULL OR EXISTS (SELECT 1 FROM inspection_branches
             WHERE tenant_id = app_tenant() AND id = ${branch})) AS branch,
          (${branch} IS NULL OR ${type} IS NULL OR EXISTS (SELECT 1 FROM inspection_branches
             WHERE tenant_id = app_tenant() AND id = ${branch} AND type_id = ${type})) AS "branchOfType",
          (${status} IS NULL OR EXISTS (SELECT 1 FROM inspection_statuses
             WHERE tenant_id = app_tenant() AND id = ${status})) AS status,
          (${inspector} IS NULL OR EXISTS (SELECT 1 FROM accounts
             WHERE tenant_id = app_tenant() AND user_id = ${inspector})) AS inspector`,
  );
  return row!;
}

/** The ids among `ids` that are rows of the tenant's address book or contact roles. */
export async function existingIds(
  tx: Tx,
  table: 'contacts' | 'contact_roles',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE tenant_id = app_tenant() AND id IN ${ids}`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The status a new inspection starts in: the first open (not final, not archived) one. */
export async function findInitialStatusId(tx: Tx): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM inspection_statuses
        WHERE tenant_id = app_tenant() AND NOT final AND NOT archived
        ORDER BY sort_order, name LIMIT 1`,
  );
  return row?.id ?? null;
}

export async function projectExists(tx: Tx, projectId: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM projects WHERE tenant_id = app_tenant() AND id = ${projectId}`,
  );
  return rows.length > 0;
}

export async function estateInProject(tx: Tx, projectId: string, estateId: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM estates WHERE tenant_id = app_tenant() AND id = ${estateId} AND project_id = ${projectId}`,
  );
  return rows.length > 0;
}
