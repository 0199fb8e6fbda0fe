import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Attributes, Inspection } from '@syna/contracts/inspections';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspections } from './inspections.tables.ts';
import {
  listItemColumns,
  listItemJoins,
  reachColumns,
  toInspection,
  type DetailRow,
} from './inspection-rows.ts';

export type InspectionRow = typeof inspections.$inferSelect;
export type NewInspection = Omit<typeof inspections.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type InspectionChanges = Partial<Omit<NewInspection, 'tenantId' | 'number'>>;

const ownInspection = (id: string) =>
  and(sql`${inspections.tenantId} = app_tenant()`, eq(inspections.id, id));

/** An inspection with its customer, type, branch, status, inspector, links, contacts and object count. */
export async function findInspection(tx: Tx, id: string): Promise<Inspection | null> {
  const [row] = await queryRows<DetailRow>(
    tx,
    sql`SELECT ${listItemColumns},
          b.id AS branch_id, b.name AS branch_name, b.name_en AS branch_name_en,
          i.order_number, to_char(i.order_date, 'YYYY-MM-DD') AS order_date,
          to_char(i.stop_time, 'HH24:MI') AS stop_time, i.order_source, i.attributes, i.description,
          i.customer_message, to_char(i.preferred_date, 'YYYY-MM-DD') AS preferred_date,
          to_char(i.preferred_time, 'HH24:MI') AS preferred_time,
          to_char(i.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated,
          (SELECT coalesce(json_agg(json_build_object('id', r.id, 'number', r.number, 'littera', r.littera,
                                                      'kind', l.kind) ORDER BY r.number), '[]'::json)
             FROM inspection_links l JOIN inspections r ON r.tenant_id = l.tenant_id AND r.id = l.related_id
             WHERE l.tenant_id = i.tenant_id AND l.inspection_id = i.id) AS linked,
          ${reachColumns},
          (SELECT count(*)::int FROM inspection_objects o
             WHERE o.tenant_id = i.tenant_id AND o.inspection_id = i.id) AS objects
        FROM inspections i ${listItemJoins}
        LEFT JOIN inspection_branches b ON b.tenant_id = i.tenant_id AND b.id = i.branch_id
        WHERE i.tenant_id = app_tenant() AND i.id = ${id}`,
  );
  return row ? toInspection(row) : null;
}

/** The stored row, for rules that compare a change with what is there. */
export async function findInspectionRow(tx: Tx, id: string): Promise<InspectionRow | null> {
  const [row] = await tx.select().from(inspections).where(ownInspection(id));
  return row ?? null;
}

export async function numberExists(tx: Tx, number: string): Promise<boolean> {
  const rows = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(sql`${inspections.tenantId} = app_tenant()`, eq(inspections.number, number)));
  return rows.length > 0;
}

export async function insertInspection(tx: Tx, values: NewInspection): Promise<string> {
  const [row] = await tx.insert(inspections).values(values).returning({ id: inspections.id });
  return row!.id;
}

export async function updateInspection(tx: Tx, id: string, changes: InspectionChanges): Promise<boolean> {
  const rows = await tx
    .update(inspections)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ownInspection(id))
    .returning({ id: inspections.id });
  return rows.length > 0;
}

/** The same changes to several inspections; the caller has checked they are all the tenant's. */
export async function updateInspections(tx: Tx, ids: string[], changes: InspectionChanges): Promise<number> {
  const rows = await tx
    .update(inspections)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(sql`${inspections.tenantId} = app_tenant()`, inArray(inspections.id, ids)))
    .returning({ id: inspections.id });
  return rows.length;
}

/** How many of the ids are inspections of the tenant. */
export async function countOwnInspections(tx: Tx, ids: string[]): Promise<number> {
  const rows = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(sql`${inspections.tenantId} = app_tenant()`, inArray(inspections.id, [...new Set(ids)])));
  return rows.length;
}

export async function deleteInspection(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(inspections).where(ownInspection(id)).returning({ id: inspections.id });
  return rows.length > 0;
}

/** Checks now the transaction's deferred keys (those its commit would check), failing as a violated key does. */
export async function checkDeferredKeysNow(tx: Tx): Promise<void> {
  await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
}

async function updateReturning<T>(tx: Tx, id: string, assignment: SQL, returning: SQL): Promise<T | null> {
  const [row] = await queryRows<T>(
    tx,
    sql`UPDATE inspections SET ${assignment}, updated_at = now()
        WHERE tenant_id = app_tenant() AND id = ${id} RETURNING ${returning}`,
  );
  return row ?? null;
}

/** Sets one attribute to a JSON value; answers the attributes, or null when there is no such inspection. */
export async function setAttribute(
  tx: Tx,
  id: string,
  name: string,
  value: unknown,
): Promise<Attributes | null> {
  const row = await updateReturning<{ attributes: Attributes }>(
    tx,
    id,
    sql`attributes = attributes || jsonb_build_object(${name}::text, ${JSON.stringify(value)}::jsonb)`,
    sql`attributes`,
  );
  return row?.attributes ?? null;
}

/** Removes one attribute; answers the others, or null when there is no such inspection. */
export async function removeAttribute(tx: Tx, id: string, name: string): Promise<Attributes | null> {
  const row = await updateReturning<{ attributes: Attributes }>(
    tx,
    id,
    sql`attributes = attributes - ${name}::text`,
    sql`attributes`,
  );
  return row?.attributes ?? null;
}

export async function addTag(tx: Tx, id: string, tag: string): Promise<string[] | null> {
  const row = await updateReturning<{ tags: string[] }>(
    tx,
    id,
    sql`tags = CASE WHEN ${tag}::text = ANY (tags) THEN tags ELSE array_append(tags, ${tag}::text) END`,
    sql`tags`,
  );
  return row?.tags ?? null;
}

export async function removeTag(tx: Tx, id: string, tag: string): Promise<string[] | null> {
  const row = await updateReturning<{ tags: string[] }>(
    tx,
    id,
    sql`tags = array_remove(tags, ${tag}::text)`,
    sql`tags`,
  );
  return row?.tags ?? null;
}

/** Every tag in use on the tenant's inspections, alphabetically. */
export async function listTags(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    tx,
    sql`SELECT DISTINCT tag FROM inspections, unnest(tags) AS tag WHERE tenant_id = app_tenant() ORDER BY tag`,
  );
  return rows.map((row) => row.tag);
}

/** Sets the state of an inspection placed in that project and estate; false when it is not there. */
export async function setPlacedState(
  tx: Tx,
  placement: { projectId: string; estateId: string; inspectionId: string },
  state: string,
): Promise<boolean> {
  const rows = await tx
    .update(inspections)
    .set({ state, updatedAt: sql`now()` })
    .where(
      and(
        ownInspection(placement.inspectionId),
        eq(inspections.projectId, placement.projectId),
        eq(inspections.estateId, placement.estateId),
      ),
    )
    .returning({ id: inspections.id });
  return rows.length > 0;
}

/** Takes an inspection out of that project (and its estate); false when it is not in it. */
export async function removeFromProject(
  tx: Tx,
  placement: { projectId: string; inspectionId: string },
): Promise<boolean> {
  const rows = await tx
    .update(inspections)
    .set({ projectId: null, estateId: null, state: 'active', updatedAt: sql`now()` })
    .where(and(ownInspection(placement.inspectionId), eq(inspections.projectId, placement.projectId)))
    .returning({ id: inspections.id });
  return rows.length > 0;
}
