import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { InspectionObject, Remark } from '@syna/contracts/remarks';
import type { Tx } from '../../platform/db/database.ts';
import { inspectionObjects } from './remarks.tables.ts';

export type ObjectRow = typeof inspectionObjects.$inferSelect;
export type NewObject = Omit<typeof inspectionObjects.$inferInsert, 'tenantId' | 'createdAt' | 'updatedAt'>;
export type ObjectChanges = Partial<
  Pick<ObjectRow, 'name' | 'description' | 'status' | 'state' | 'sortOrder' | 'attributes'>
>;

export function toInspectionObject(row: ObjectRow, remarks: Remark[]): InspectionObject {
  return {
    id: row.id,
    inspectionId: row.inspectionId,
    name: row.name,
    description: row.description,
    status: row.status,
    state: row.state,
    sortOrder: row.sortOrder,
    attributes: row.attributes,
    remarks,
    version: row.version,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

const ofInspection = (inspectionId: string) =>
  and(sql`${inspectionObjects.tenantId} = app_tenant()`, eq(inspectionObjects.inspectionId, inspectionId));

export async function listObjects(tx: Tx, inspectionId: string): Promise<ObjectRow[]> {
  return tx
    .select()
    .from(inspectionObjects)
    .where(ofInspection(inspectionId))
    .orderBy(asc(inspectionObjects.sortOrder), asc(inspectionObjects.createdAt), asc(inspectionObjects.id));
}

/** The object; `forUpdate` locks it until the transaction ends, for a change checked against its version. */
export async function findObject(
  tx: Tx,
  inspectionId: string,
  objectId: string,
  { forUpdate = false } = {},
): Promise<ObjectRow | null> {
  const query = tx
    .select()
    .from(inspectionObjects)
    .where(and(ofInspection(inspectionId), eq(inspectionObjects.id, objectId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** The sort order that places a new object last in its inspection. */
export async function nextObjectSortOrder(tx: Tx, inspectionId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${inspectionObjects.sortOrder}) + 1, 0)::int` })
    .from(inspectionObjects)
    .where(ofInspection(inspectionId));
  return row?.next ?? 0;
}

export async function insertObject(tx: Tx, tenantId: string, object: NewObject): Promise<ObjectRow> {
  const [row] = await tx
    .insert(inspectionObjects)
    .values({ ...object, tenantId })
    .returning();
  return row!;
}

export async function updateObject(
  tx: Tx,
  inspectionId: string,
  objectId: string,
  changes: ObjectChanges,
): Promise<ObjectRow | null> {
  const [row] = await tx
    .update(inspectionObjects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(ofInspection(inspectionId), eq(inspectionObjects.id, objectId)))
    .returning();
  return row ?? null;
}

export async function deleteObject(tx: Tx, inspectionId: string, objectId: string): Promise<boolean> {
  const rows = await tx
    .delete(inspectionObjects)
    .where(and(ofInspection(inspectionId), eq(inspectionObjects.id, objectId)))
    .returning({ id: inspectionObjects.id });
  return rows.length > 0;
}

/** The ids of an assignment's objects, as a subquery another module's statement may filter by. */
export function objectIdsOf(inspectionId: string): SQL {
  return sql`(SELECT ${inspectionObjects.id} FROM ${inspectionObjects}
    WHERE ${inspectionObjects.tenantId} = app_tenant() AND ${inspectionObjects.inspectionId} = ${inspectionId})`;
}
