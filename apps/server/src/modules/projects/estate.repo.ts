import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Estate } from '@syna/contracts/projects';
import type { Tx } from '../../platform/db/database.ts';
import { estates } from './projects.tables.ts';

type EstateRow = typeof estates.$inferSelect;
export type EstateValues = Partial<
  Pick<EstateRow, 'name' | 'designation' | 'address' | 'sortOrder' | 'state'>
>;

function toEstate(row: EstateRow): Estate {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    designation: row.designation,
    address: row.address,
    state: row.state,
    sortOrder: row.sortOrder,
  };
}

const ofProject = (projectId: string) =>
  and(sql`${estates.tenantId} = app_tenant()`, eq(estates.projectId, projectId))!;
const oneOf = (projectId: string, id: string) => and(ofProject(projectId), eq(estates.id, id));

export async function listEstates(tx: Tx, projectId: string): Promise<Estate[]> {
  const rows = await tx
    .select()
    .from(estates)
    .where(ofProject(projectId))
    .orderBy(asc(estates.sortOrder), sql`lower(${estates.name})`, asc(estates.id));
  return rows.map(toEstate);
}

/** The estate designation (fastighetsbeteckning) of the firm's estate, or null. */
export async function estateDesignation(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ designation: estates.designation })
    .from(estates)
    .where(and(sql`${estates.tenantId} = app_tenant()`, eq(estates.id, id)));
  return row?.designation ?? null;
}

/** The place after the project's last estate: new ones go last. */
export async function nextEstateSortOrder(tx: Tx, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${estates.sortOrder}) + 1, 0)::int` })
    .from(estates)
    .where(ofProject(projectId));
  return row?.next ?? 0;
}

export async function insertEstate(
  tx: Tx,
  tenantId: string,
  projectId: string,
  values: EstateValues & { name: string },
): Promise<Estate> {
  const [row] = await tx
    .insert(estates)
    .values({ ...values, tenantId, projectId })
    .returning();
  return toEstate(row!);
}

/** Changes the given fields of one of the project's estates; null when it has no such estate. */
export async function updateEstate(
  tx: Tx,
  projectId: string,
  id: string,
  changes: EstateValues,
): Promise<Estate | null> {
  const [row] = Object.values(changes).some((value) => value !== undefined)
    ? await tx.update(estates).set(changes).where(oneOf(projectId, id)).returning()
    : // An update that names nothing changes nothing (and SQL cannot express it).
      await tx.select().from(estates).where(oneOf(projectId, id));
  return row ? toEstate(row) : null;
}

/** The ids among `ids` that name no estate of the project. */
export async function findUnknownEstateIds(tx: Tx, projectId: string, ids: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: estates.id })
    .from(estates)
    .where(and(ofProject(projectId), inArray(estates.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function deleteEstate(tx: Tx, projectId: string, id: string): Promise<boolean> {
  const rows = await tx.delete(estates).where(oneOf(projectId, id)).returning({ id: estates.id });
  return rows.length > 0;
}

/** The ids of a project's estates, as a subquery another module's statement may filter by. */
export function estateIdsOf(projectId: string): SQL {
  return sql`(SELECT ${estates.id} FROM ${estates}
    WHERE ${estates.tenantId} = app_tenant() AND ${estates.projectId} = ${projectId})`;
}
