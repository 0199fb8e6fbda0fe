import { and, asc, eq, notInArray, or, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspections } from './inspections.tables.ts';

/**
 * What the metadata check asks of the firm's assignments: the free attributes in use, and the
 * assignments still in progress.
 */

type Reader = { tx: Tx };

/** An attribute name in use: on how many assignments, and the first of them by number. */
export interface AttributeUse {
  name: string;
  count: number;
  inspections: { id: string; number: string }[];
}

/** Every attribute name the firm's assignments carry, by name, with up to `listed` assignments each. */
export async function attributeUses({ tx }: Reader, listed: number): Promise<AttributeUse[]> {
  const rows = await queryRows<{ name: string; count: number; ids: string[]; numbers: string[] }>(
    tx,
    sql`SELECT a.name, count(*)::int AS count,
               (array_agg(i.id::text ORDER BY i.number, i.id))[1:${listed}] AS ids,
               (array_agg(i.number ORDER BY i.number, i.id))[1:${listed}] AS numbers
          FROM inspections i, jsonb_object_keys(i.attributes) AS a(name)
         WHERE i.tenant_id = app_tenant()
         GROUP BY a.name
         ORDER BY a.name`,
  );
  return rows.map((row) => ({
    name: row.name,
    count: row.count,
    inspections: row.ids.map((id, index) => ({ id, number: row.numbers[index]! })),
  }));
}

/**
 * The assignments in progress, by number: active (not completed or archived in a project) and in
 * no status of `finalStatusIds`.
 */
export async function inspectionsInProgress(
  { tx }: Reader,
  finalStatusIds: string[],
): Promise<{ id: string; number: string; typeId: string | null }[]> {
  return tx
    .select({ id: inspections.id, number: inspections.number, typeId: inspections.typeId })
    .from(inspections)
    .where(
      and(
        sql`${inspections.tenantId} = app_tenant()`,
        eq(inspections.state, 'active'),
        finalStatusIds.length === 0
          ? undefined
          : or(isNull(inspections.statusId), notInArray(inspections.statusId, finalStatusIds)),
      ),
    )
    .orderBy(asc(inspections.number), asc(inspections.id));
}
