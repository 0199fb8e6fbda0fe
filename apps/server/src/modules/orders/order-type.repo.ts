import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/** An inspection type as an order type offers it. */
export interface OfferedInspectionType {
  id: string;
  name: string;
  nameEn: string | null;
}

/**
 * The inspection types each of the order types offers, in their order. `activeOnly` leaves out
 * archived inspection types: they are no longer offered for new orders.
 */
export async function listOfferedInspectionTypes(
  tx: Tx,
  orderTypeIds: string[],
  options: { activeOnly: boolean },
): Promise<Map<string, OfferedInspectionType[]>> {
  const offered = new Map<string, OfferedInspectionType[]>(orderTypeIds.map((id) => [id, []]));
  if (orderTypeIds.length === 0) return offered;
  const rows = await queryRows<{ order_type_id: string; id: string; name: string; name_en: string | null }>(
    tx,
    sql`SELECT o.order_type_id, t.id, t.name, t.name_en
        FROM order_type_inspection_types o
        JOIN inspection_types t ON t.tenant_id = o.tenant_id AND t.id = o.inspection_type_id
        WHERE o.tenant_id = app_tenant() AND o.order_type_id IN ${orderTypeIds}
          ${options.activeOnly ? sql`AND NOT t.archived` : sql``}
        ORDER BY o.position, t.sort_order, t.name`,
  );
  for (const row of rows) {
    offered.get(row.order_type_id)?.push({ id: row.id, name: row.name, nameEn: row.name_en });
  }
  return offered;
}

/**
 * What an order of this type may ask for, in one statement: the ids of the active inspection
 * types it offers, or null when it is not an order type the tenant offers (unknown or archived;
 * hidden is offered).
 */
export async function findOrderTypeOffer(tx: Tx, orderTypeId: string): Promise<string[] | null> {
  const [row] = await queryRows<{ offered: string[] }>(
    tx,
    sql`SELECT coalesce(array_agg(t.id::text ORDER BY o.position, t.sort_order, t.name)
                          FILTER (WHERE t.id IS NOT NULL), '{}') AS offered
        FROM order_types ot
        LEFT JOIN order_type_inspection_types o ON o.tenant_id = ot.tenant_id AND o.order_type_id = ot.id
        LEFT JOIN inspection_types t ON t.tenant_id = o.tenant_id AND t.id = o.inspection_type_id AND NOT t.archived
        WHERE ot.tenant_id = app_tenant() AND ot.id = ${orderTypeId} AND NOT ot.archived
        GROUP BY ot.id`,
  );
  return row ? row.offered : null;
}

/** The ids among `ids` that are no inspection type of the tenant. */
export async function findUnknownInspectionTypeIds(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM inspection_types WHERE tenant_id = app_tenant() AND id IN ${ids}`,
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
