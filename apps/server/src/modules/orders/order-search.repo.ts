import { sql, type SQL } from 'drizzle-orm';
import type { PagedListResponse } from '@syna/contracts/list';
import type { OrderSearch, OrderSummary } from '@syna/contracts/orders';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { cappedCountStatement, listTotal, readCappedCount } from '../../platform/db/list-total.ts';
import {
  cutPage,
  keyset,
  keysetLimit,
  textKey,
  timestampKey,
  type Keyset,
} from '../../platform/db/list-cursor.ts';
import {
  detailColumns,
  detailJoins,
  summaryColumns,
  summaryJoins,
  toOrderSummary,
  type DetailRow,
  type SummaryRow,
} from './order-rows.repo.ts';

// The search of orders: the staff search, the inbox (status new, newest first), the export and
// the day check read through the same conditions. Free text matches orders.search_text (number,
// customer, object address, estate designation), trigram-indexed together with the tenant;
// ILIKE is leakproof since migration 0005, so the index serves it under row-level security.

function searchConditions(filter: OrderSearch): SQL {
  const conditions: SQL[] = [sql`o.tenant_id = app_tenant()`];
  if (filter.text) conditions.push(sql`o.search_text ILIKE ${containsPattern(filter.text.toLowerCase())}`);
  if (filter.statuses?.length) conditions.push(sql`o.status IN ${filter.statuses}`);
  if (filter.orderTypeIds?.length) conditions.push(sql`o.order_type_id IN ${filter.orderTypeIds}`);
  if (filter.dateFrom) conditions.push(sql`o.preferred_date >= ${filter.dateFrom}::date`);
  if (filter.dateTo) conditions.push(sql`o.preferred_date <= ${filter.dateTo}::date`);
  return sql.join(conditions, sql` AND `);
}

/** The order of the list; every order ends on a unique key so pages never overlap. */
function searchOrder(filter: OrderSearch): SQL {
  const direction = filter.direction === 'asc' ? sql`ASC` : sql`DESC`;
  switch (filter.sort) {
    case 'number':
      return sql`o.number ${direction}`;
    case 'preferredDate':
      return sql`o.preferred_date ${direction}, o.preferred_time ${direction} NULLS LAST, o.number ${direction}`;
    case 'created':
      return sql`o.created_at ${direction}, o.number ${direction}`;
  }
}

/**
 * The orders that page by keyset (architecture: lists and pagination): newest or oldest first
 * (the inbox's order) and by number, each read from an index in its own order.
 */
export function orderCursorKind(filter: OrderSearch): Keyset | undefined {
  const order = `orders:${filter.sort}:${filter.direction}`;
  const descending = filter.direction !== 'asc';
  if (filter.sort === 'created')
    return keyset(order, descending, [timestampKey(sql`o.created_at`), textKey(sql`o.number`)]);
  if (filter.sort === 'number') return keyset(order, descending, [textKey(sql`o.number`)]);
  return undefined;
}

/**
 * The two statements of a search: the page of summaries (and one row more) and the count of the
 * matches up to the cap; the route, the plan test and the benchmark run these very statements.
 * `after` is the sort key of a cursor: the page starts after it.
 */
export function orderSearchQueries(filter: OrderSearch, after?: string[]): { page: SQL; count: SQL } {
  const where = searchConditions(filter);
  const keyset = orderCursorKind(filter);
  const from = after && keyset ? sql`${where} AND ${keyset.after(after)}` : where;
  return {
    page: sql`SELECT ${summaryColumns}, ${keyset?.key ?? sql`NULL::text[]`} AS sort_key
              FROM orders o ${summaryJoins}
              WHERE ${from} ORDER BY ${searchOrder(filter)} ${keysetLimit(filter, Boolean(after))}`,
    count: cappedCountStatement(sql`FROM orders o WHERE ${where}`),
  };
}

/** One page of the tenant's orders matching the filter (after `after`, a cursor's key), and the (capped) total. */
export async function searchOrders(
  tx: Tx,
  filter: OrderSearch,
  after?: string[],
): Promise<PagedListResponse<OrderSummary> & { lastKey?: string[] }> {
  const queries = orderSearchQueries(filter, after);
  const { rows, lastKey } = cutPage(
    await queryRows<SummaryRow & { sort_key: string[] | null }>(tx, queries.page),
    filter,
  );
  const total = await listTotal(filter, rows.length, () => readCappedCount(tx, queries.count));
  return { items: rows.map(toOrderSummary), ...total, ...(lastKey ? { lastKey } : {}) };
}

/** Every order matching the filter (paging ignored), with all its fields: the rows of an export. */
export async function listOrdersForExport(tx: Tx, filter: OrderSearch): Promise<DetailRow[]> {
  return queryRows<DetailRow>(
    tx,
    sql`SELECT ${detailColumns} FROM orders o ${detailJoins}
        WHERE ${searchConditions(filter)} ORDER BY ${searchOrder(filter)}`,
  );
}

/** The orders still wanted on a day (new or accepted), by preferred time. */
export async function listOrdersOfDay(tx: Tx, date: string): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(
    tx,
    sql`SELECT ${summaryColumns} FROM orders o ${summaryJoins}
        WHERE o.tenant_id = app_tenant() AND o.preferred_date = ${date}::date AND o.status IN ('new', 'accepted')
        ORDER BY o.preferred_time NULLS LAST, o.number`,
  );
}
