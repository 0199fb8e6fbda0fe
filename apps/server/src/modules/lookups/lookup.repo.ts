import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import type { LookupItem, LookupKind, LookupScope, LookupUsage } from './lookup-kinds.ts';

/** The values a create or update writes: the body's fields, named as the table's columns. */
export type LookupValues = Partial<LookupItem> & Record<string, unknown>;

/**
 * Maps a stored row to its contract shape. A lookup table's columns are the contract's fields
 * (the shared ones of lookups.tables.ts and the kind's own), so only the bookkeeping goes; the
 * route's response schema then keeps exactly the kind's fields.
 */
function toLookupItem(row: Record<string, unknown>): LookupItem {
  const { tenantId: _tenantId, createdAt: _createdAt, ...item } = row;
  return item as unknown as LookupItem;
}

function inScope({ kind, parentId }: LookupScope): SQL {
  const tenant = sql`${kind.table.tenantId} = app_tenant()`;
  return kind.parent && parentId ? and(tenant, eq(kind.parent.column, parentId))! : tenant;
}

export async function listLookups(
  tx: Tx,
  scope: LookupScope,
  includeArchived: boolean,
): Promise<LookupItem[]> {
  const { table } = scope.kind;
  const rows = await tx
    .select()
    .from(table)
    .where(includeArchived ? inScope(scope) : and(inScope(scope), eq(table.archived, false)))
    .orderBy(asc(table.sortOrder), sql`lower(${table.name})`, asc(table.id));
  return rows.map(toLookupItem);
}

/** One lookup of the scope; `lock` holds it until the transaction ends (see removeLookup). */
export async function findLookup(
  tx: Tx,
  scope: LookupScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LookupItem | null> {
  const { table } = scope.kind;
  const query = tx
    .select()
    .from(table)
    .where(and(inScope(scope), eq(table.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? toLookupItem(row) : null;
}

/** The place after the last lookup of the scope: new ones go last. */
export async function nextSortOrder(tx: Tx, scope: LookupScope): Promise<number> {
  const { table } = scope.kind;
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.sortOrder}) + 1, 0)::int` })
    .from(table)
    .where(inScope(scope));
  return row?.next ?? 0;
}

export async function insertLookup(
  tx: Tx,
  scope: LookupScope,
  tenantId: string,
  values: LookupValues,
): Promise<LookupItem> {
  const parent = scope.kind.parent ? { [scope.kind.parent.field]: scope.parentId } : {};
  // The table is one of five; the body's fields are its column names (checked by the contracts).
  const [row] = await tx
    .insert(scope.kind.table)
    .values({ ...values, ...parent, tenantId } as never)
    .returning();
  return toLookupItem(row!);
}

export async function updateLookup(
  tx: Tx,
  scope: LookupScope,
  id: string,
  changes: LookupValues,
): Promise<LookupItem | null> {
  // An update that names nothing changes nothing (and SQL cannot express it).
  if (!Object.values(changes).some((value) => value !== undefined)) return findLookup(tx, scope, id);
  const { table } = scope.kind;
  const [row] = await tx
    .update(table)
    .set(changes as never)
    .where(and(inScope(scope), eq(table.id, id)))
    .returning();
  return row ? toLookupItem(row) : null;
}

export async function deleteLookup(tx: Tx, scope: LookupScope, id: string): Promise<boolean> {
  const { table } = scope.kind;
  const rows = await tx
    .delete(table)
    .where(and(inScope(scope), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** How many records of each usage refer to the lookup (only those that do). */
export async function countUsages(
  tx: Tx,
  kind: LookupKind,
  id: string,
): Promise<{ usage: LookupUsage; count: number }[]> {
  const counts: { usage: LookupUsage; count: number }[] = [];
  for (const usage of kind.usages) {
    const counted = usage.distinctColumn ? sql`DISTINCT ${sql.identifier(usage.distinctColumn)}` : sql`*`;
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`SELECT count(${counted})::int AS count FROM ${sql.identifier(usage.table)}
          WHERE tenant_id = app_tenant() AND ${sql.identifier(usage.column)} = ${id}`,
    );
    if (row && row.count > 0) counts.push({ usage, count: row.count });
  }
  return counts;
}

/** The ids among `ids` that name no lookup of the scope. */
export async function findUnknownIds(tx: Tx, scope: LookupScope, ids: string[]): Promise<string[]> {
  const { table } = scope.kind;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inScope(scope), inArray(table.id, ids)));
  const known = new Set(rows.map((row) => row.id as string));
  return ids.filter((id) => !known.has(id));
}

/**
 * Numbers the lookups of the scope 0, 1, 2, ...: first those listed, in their order, then the
 * rest in their current order, so that a partial list cannot leave two on the same place.
 */
export async function placeInOrder(tx: Tx, scope: LookupScope, ids: string[]): Promise<void> {
  const { table } = scope.kind;
  const listed = sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await tx.execute(sql`
    WITH ranked AS (
      SELECT ${table.id} AS id, (row_number() OVER (
        ORDER BY array_position(${listed}, ${table.id}) NULLS LAST, ${table.sortOrder}, lower(${table.name}), ${table.id}
      ) - 1)::int AS place
      FROM ${table} WHERE ${inScope(scope)}
    )
    UPDATE ${table} SET sort_order = ranked.place
    FROM ranked WHERE ${inScope(scope)} AND ${table.id} = ranked.id`);
}
