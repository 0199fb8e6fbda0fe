import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PagedListResponse } from '@syna/contracts/list';
import type { Project, ProjectAttributes, ProjectSearch } from '@syna/contracts/projects';
import type { Tx } from '../../platform/db/database.ts';
import { lookupNameOf, projectTypeKind } from '../lookups/index.ts';
import { userNameOf } from '../users/index.ts';
import { projects } from './projects.tables.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { uuidLiteralArray } from '../../platform/db/sql-arrays.ts';
import { contactNameOf, matchingCustomerIds } from '../contacts/index.ts';
import { cappedCountStatement, listTotal, readCappedCount } from '../../platform/db/list-total.ts';
import { cutPage, keyset, keysetWindow, timestampKey, uuidKey } from '../../platform/db/list-cursor.ts';

type ProjectRow = typeof projects.$inferSelect;
export type ProjectValues = Partial<Omit<ProjectRow, 'tenantId' | 'id' | 'createdAt' | 'updatedAt'>>;

const projectSelection = {
  project: projects,
  typeName: lookupNameOf(projectTypeKind, projects.typeId),
  typeNameEn: lookupNameOf(projectTypeKind, projects.typeId, { english: true }),
  customerName: contactNameOf(projects.customerId),
  inspectorName: userNameOf(projects.inspectorId),
};

function toProject(row: {
  project: ProjectRow;
  typeName: string | null;
  typeNameEn: string | null;
  customerName: string | null;
  inspectorName: string | null;
}): Project {
  const { project } = row;
  return {
    id: project.id,
    number: project.number,
    name: project.name,
    description: project.description,
    typeId: project.typeId,
    typeName: row.typeName,
    typeNameEn: row.typeNameEn,
    customerId: project.customerId,
    customerName: row.customerName,
    inspectorId: project.inspectorId,
    // A former member's name is hidden from the organisation (row-level security on users).
    inspectorName: row.inspectorName,
    address: project.address,
    active: project.active,
    state: project.state,
    created: project.createdAt.toISOString(),
    updated: project.updatedAt.toISOString(),
  };
}

const ofTenant = sql`${projects.tenantId} = app_tenant()`;
const withId = (id: string) => and(ofTenant, eq(projects.id, id));

/** Projects with their lookups, and `extra` columns (a list's sort key). */
function selectProjects<Extra extends Record<string, SQL>>(tx: Tx, extra = {} as Extra) {
  return tx.select({ ...projectSelection, ...extra }).from(projects);
}

export async function findProject(tx: Tx, id: string): Promise<Project | null> {
  const [row] = await selectProjects(tx).where(withId(id));
  return row ? toProject(row) : null;
}

export async function findProjectAttributes(tx: Tx, id: string): Promise<ProjectAttributes | null> {
  const [row] = await tx.select({ attributes: projects.attributes }).from(projects).where(withId(id));
  return row ? row.attributes : null;
}

/**
 * The search as one condition. Free text matches the project's own name and number (its
 * trigram-indexed `search_text`, migration 0023) or its customer's name: the customers are
 * matched first (`matchingCustomerIds`) and come in as a list, as in the assignment search.
 */
function searchCondition(search: ProjectSearch, customerIds: readonly string[]): SQL {
  const conditions: (SQL | undefined)[] = [ofTenant];
  if (search.inspector) conditions.push(eq(projects.inspectorId, search.inspector));
  if (search.active !== undefined) conditions.push(eq(projects.active, search.active));
  if (search.text) {
    const ownText = sql`${projects.searchText} ILIKE ${containsPattern(search.text)}`;
    conditions.push(
      customerIds.length > 0
        ? or(ownText, sql`${projects.customerId} = ANY (${uuidLiteralArray(customerIds)})`)
        : ownText,
    );
  }
  return and(...conditions)!;
}

/** The list's one order, newest first (the (tenant_id, created_at DESC, id DESC) index), and its cursor's key. */
export const projectKeyset = keyset('projects:created:desc', true, [
  timestampKey(sql`${projects.createdAt}`),
  uuidKey(sql`${projects.id}`),
]);

/**
 * The statements of a project search: a page newest first (and one row more; after `after`, a
 * cursor's key), and the count up to the cap. `customerIds` are the customers matching its text.
 */
export function projectSearchStatements(
  tx: Tx,
  search: ProjectSearch,
  customerIds: readonly string[] = [],
  after?: string[],
) {
  const where = searchCondition(search, customerIds);
  const query = selectProjects(tx, { sortKey: sql<string[]>`${projectKeyset.key}` })
    .where(after ? and(where, projectKeyset.after(after)) : where)
    .orderBy(projectKeyset.orderBy)
    .$dynamic();
  const window = keysetWindow(search, Boolean(after));
  return {
    page: window ? query.limit(window.limit).offset(window.offset) : query,
    count: cappedCountStatement(sql`FROM ${projects} WHERE ${where}`),
  };
}

/**
 * One page of the projects that match, newest first (after `after`, a cursor's key), how many match
 * in all (capped), and the sort key of the page's last row when more follow.
 */
export async function searchProjects(
  tx: Tx,
  search: ProjectSearch,
  after?: string[],
): Promise<PagedListResponse<Project> & { lastKey?: string[] }> {
  const customerIds = search.text ? await matchingCustomerIds(tx, search.text) : [];
  const statements = projectSearchStatements(tx, search, customerIds, after);
  const { rows, lastKey } = cutPage(
    (await statements.page).map((row) => ({ ...row, sort_key: row.sortKey })),
    search,
  );
  const total = await listTotal(search, rows, () => readCappedCount(tx, statements.count));
  return { items: rows.map(toProject), ...total, ...(lastKey ? { lastKey } : {}) };
}

export async function insertProject(
  tx: Tx,
  tenantId: string,
  values: ProjectValues & { name: string },
): Promise<string> {
  const [row] = await tx
    .insert(projects)
    .values({ ...values, tenantId })
    .returning({ id: projects.id });
  return row!.id;
}

/** Changes the given fields; answers false when the tenant has no such project. */
export async function updateProject(tx: Tx, id: string, changes: ProjectValues): Promise<boolean> {
  const rows = await tx
    .update(projects)
    .set({ ...changes, updatedAt: new Date() })
    .where(withId(id))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function deleteProject(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(projects).where(withId(id)).returning({ id: projects.id });
  return rows.length > 0;
}
