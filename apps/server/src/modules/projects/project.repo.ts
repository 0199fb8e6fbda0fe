import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import type { PagedListResponse } from '@syna/contracts/list';
import type { Project, ProjectAttributes, ProjectSearch } from '@syna/contracts/projects';
import type { Tx } from '../../platform/db/database.ts';
import { projectTypes } from '../lookups/lookups.tables.ts';
import { users } from '../users/users.tables.ts';
import { projects } from './projects.tables.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import {
  cappedCountStatement,
  listTotal,
  pageOffset,
  readCappedCount,
} from '../../platform/db/list-total.ts';

type ProjectRow = typeof projects.$inferSelect;
export type ProjectValues = Partial<Omit<ProjectRow, 'tenantId' | 'id' | 'createdAt' | 'updatedAt'>>;

// The address book's table belongs to the contacts module; only the customer's name is read here.
const customerName = sql<string | null>`(SELECT c.name FROM contacts c
  WHERE c.tenant_id = ${projects.tenantId} AND c.id = ${projects.customerId})`;

const projectSelection = {
  project: projects,
  typeName: projectTypes.name,
  customerName,
  inspectorName: users.name,
};

function toProject(row: {
  project: ProjectRow;
  typeName: string | null;
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

function selectProjects(tx: Tx) {
  return tx
    .select(projectSelection)
    .from(projects)
    .leftJoin(
      projectTypes,
      and(eq(projectTypes.tenantId, projects.tenantId), eq(projectTypes.id, projects.typeId)),
    )
    .leftJoin(users, eq(users.id, projects.inspectorId));
}

export async function findProject(tx: Tx, id: string): Promise<Project | null> {
  const [row] = await selectProjects(tx).where(withId(id));
  return row ? toProject(row) : null;
}

export async function findProjectAttributes(tx: Tx, id: string): Promise<ProjectAttributes | null> {
  const [row] = await tx.select({ attributes: projects.attributes }).from(projects).where(withId(id));
  return row ? row.attributes : null;
}

/** Escapes LIKE's wildcards, so that a search for "50%" finds exactly that. */

function searchCondition(search: ProjectSearch): SQL {
  const conditions: (SQL | undefined)[] = [ofTenant];
  if (search.inspector) conditions.push(eq(projects.inspectorId, search.inspector));
  if (search.active !== undefined) conditions.push(eq(projects.active, search.active));
  if (search.text) {
    const pattern = containsPattern(search.text.toLowerCase());
    conditions.push(
      or(
        sql`lower(${projects.name}) LIKE ${pattern}`,
        sql`lower(${projects.number}) LIKE ${pattern}`,
        sql`lower(${customerName}) LIKE ${pattern}`,
      ),
    );
  }
  return and(...conditions)!;
}

/** The statements of a project search: a page newest first, and the count up to the cap. */
export function projectSearchStatements(tx: Tx, search: ProjectSearch) {
  const where = searchCondition(search);
  const query = selectProjects(tx)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .$dynamic();
  return {
    page: search.pageSize === PAGE_SIZE_ALL ? query : query.limit(search.pageSize).offset(pageOffset(search)),
    count: cappedCountStatement(sql`FROM ${projects} WHERE ${where}`),
  };
}

/** One page of the projects that match, newest first, and how many match in all (capped). */
export async function searchProjects(tx: Tx, search: ProjectSearch): Promise<PagedListResponse<Project>> {
  const statements = projectSearchStatements(tx, search);
  const rows = await statements.page;
  const total = await listTotal(search, rows.length, () => readCappedCount(tx, statements.count));
  return { items: rows.map(toProject), ...total };
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
