import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Remark, RemarkImage, RemarkValueField } from '@syna/contracts/remarks';
import type { SpeechRecording } from '@syna/contracts/speech';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspectionObjects, remarks } from './remarks.tables.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

export type RemarkRow = typeof remarks.$inferSelect;
export type NewRemark = Omit<typeof remarks.$inferInsert, 'tenantId' | 'createdAt' | 'updatedAt'>;
/** What a remark says: its words, its grading and its attributes. */
export type RemarkContent = Pick<
  RemarkRow,
  | 'title'
  | 'text'
  | 'category'
  | 'location'
  | 'gradeId'
  | 'recommendedAction'
  | 'investigate'
  | 'investigation'
  | 'costEstimate'
  | 'attributes'
>;
export type RemarkChanges = Partial<RemarkContent & Pick<RemarkRow, 'sortOrder'>>;

/** What a remark (or an earlier state of it) says, at which version, in the contract's shape. */
export function remarkContentOf(
  row: RemarkContent & Pick<RemarkRow, 'version'>,
): RemarkContent & { version: number } {
  return {
    title: row.title,
    text: row.text,
    category: row.category,
    location: row.location,
    gradeId: row.gradeId,
    recommendedAction: row.recommendedAction,
    investigate: row.investigate,
    investigation: row.investigation,
    costEstimate: row.costEstimate,
    attributes: row.attributes,
    version: row.version,
  };
}

export function toRemark(row: RemarkRow, images: RemarkImage[], recordings: SpeechRecording[]): Remark {
  return {
    id: row.id,
    objectId: row.objectId,
    ...remarkContentOf(row),
    sortOrder: row.sortOrder,
    images,
    recordings,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

const inTenant = sql`${remarks.tenantId} = app_tenant()`;
const ofObject = (objectId: string) => and(inTenant, eq(remarks.objectId, objectId));

export async function listRemarksOfObjects(tx: Tx, objectIds: readonly string[]): Promise<RemarkRow[]> {
  if (objectIds.length === 0) return [];
  return tx
    .select()
    .from(remarks)
    .where(and(inTenant, inArray(remarks.objectId, [...objectIds])))
    .orderBy(asc(remarks.sortOrder), asc(remarks.createdAt), asc(remarks.id));
}

/** The remark; `forUpdate` locks it until the transaction ends, for a change checked against its version. */
export async function findRemark(
  tx: Tx,
  objectId: string,
  remarkId: string,
  { forUpdate = false } = {},
): Promise<RemarkRow | null> {
  const query = tx
    .select()
    .from(remarks)
    .where(and(ofObject(objectId), eq(remarks.id, remarkId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** The sort order that places a new remark last on its object. */
export async function nextRemarkSortOrder(tx: Tx, objectId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${remarks.sortOrder}) + 1, 0)::int` })
    .from(remarks)
    .where(ofObject(objectId));
  return row?.next ?? 0;
}

export async function insertRemarks(
  tx: Tx,
  tenantId: string,
  rows: readonly NewRemark[],
): Promise<RemarkRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(remarks)
    .values(rows.map((row) => ({ ...row, tenantId })))
    .returning();
}

export async function updateRemark(
  tx: Tx,
  objectId: string,
  remarkId: string,
  changes: RemarkChanges,
): Promise<RemarkRow | null> {
  const [row] = await tx
    .update(remarks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(ofObject(objectId), eq(remarks.id, remarkId)))
    .returning();
  return row ?? null;
}

export async function deleteRemark(tx: Tx, objectId: string, remarkId: string): Promise<boolean> {
  const rows = await tx
    .delete(remarks)
    .where(and(ofObject(objectId), eq(remarks.id, remarkId)))
    .returning({ id: remarks.id });
  return rows.length > 0;
}

/** The ids of every remark on the inspection's objects. */
export async function remarkIdsOfInspection(tx: Tx, inspectionId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: remarks.id })
    .from(remarks)
    .innerJoin(
      inspectionObjects,
      and(eq(inspectionObjects.tenantId, remarks.tenantId), eq(inspectionObjects.id, remarks.objectId)),
    )
    .where(and(inTenant, eq(inspectionObjects.inspectionId, inspectionId)));
  return rows.map((row) => row.id);
}

/**
 * Values of a field already used in the firm's remarks (and, for title and category, its saved
 * remarks), most used first, for autocomplete.
 */
export async function usedRemarkValues(
  tx: Tx,
  field: RemarkValueField,
  query: string,
  limit: number,
): Promise<string[]> {
  const column = sql.identifier(field);
  const library =
    field === 'location'
      ? sql``
      : sql`UNION ALL SELECT ${column} AS value FROM common_remarks WHERE tenant_id = app_tenant()`;
  const rows = await queryRows<{ value: string }>(
    tx,
    sql`SELECT value FROM (
          SELECT ${column} AS value FROM remarks WHERE tenant_id = app_tenant() ${library}
        ) used
        WHERE coalesce(value, '') <> '' AND lower(value) LIKE ${containsPattern(query.toLowerCase())}
        GROUP BY value
        ORDER BY count(*) DESC, value
        LIMIT ${limit}`,
  );
  return rows.map((row) => row.value);
}
