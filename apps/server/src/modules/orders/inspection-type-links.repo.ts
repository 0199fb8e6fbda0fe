import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';

/** The two lists of inspection types in this module: offered by an order type, asked for by an order. */
export const OFFERED_BY_ORDER_TYPE = {
  table: 'order_type_inspection_types',
  owner: 'order_type_id',
} as const;
export const ASKED_FOR_BY_ORDER = { table: 'order_inspection_types', owner: 'order_id' } as const;
type InspectionTypeList = typeof OFFERED_BY_ORDER_TYPE | typeof ASKED_FOR_BY_ORDER;

/** The statement that adds the owner's list of inspection types; `position` keeps the given order. */
export function insertInspectionTypeList(
  list: InspectionTypeList,
  tenantId: string,
  owner: string | SQL,
  inspectionTypeIds: readonly string[],
): SQL {
  // A uuid[] literal (uuids need no quoting), bound as one parameter.
  const ids = `{${inspectionTypeIds.join(',')}}`;
  return sql`INSERT INTO ${sql.identifier(list.table)} (tenant_id, ${sql.identifier(list.owner)}, inspection_type_id, position)
             SELECT ${tenantId}, ${owner}, type_id, (position - 1)::int
             FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS chosen (type_id, position)`;
}

/** Replaces the owner's list of inspection types; `position` keeps the given order. */
export async function replaceInspectionTypeList(
  tx: Tx,
  list: InspectionTypeList,
  tenantId: string,
  ownerId: string,
  inspectionTypeIds: string[],
): Promise<void> {
  const table = sql.identifier(list.table);
  const owner = sql.identifier(list.owner);
  await tx.execute(sql`DELETE FROM ${table} WHERE tenant_id = app_tenant() AND ${owner} = ${ownerId}`);
  await tx.execute(insertInspectionTypeList(list, tenantId, ownerId, inspectionTypeIds));
}
