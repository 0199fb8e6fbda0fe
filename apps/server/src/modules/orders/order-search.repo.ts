import { sql, type SQL } from 'drizzle-orm';
import type { PagedListResponse } from '@syna/contracts/list';
import type { OrderSearch, OrderSummary } from '@syna/contracts/orders';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { cappedCountStatement, listTotal, readCappedCount } from '../../platform/db/list-total.ts';
import * as cursor from '../../platform/db/list-cursor.ts';
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

/**
 * The order of the list, which is also its cursor's sort key (architecture: lists and pagination):
 * each ends on a unique key (the number) and runs in one direction, so the page after a cursor is
 * one range of the order's index: newest or oldest first (the inbox's order), by number, and by
 * preferred date and time (orders without a time last, both ways).
 */
export function orderKeyset(filter: OrderSearch): cursor.Keyset {
  const order = `orders:${filter.sort}:${filter.direction}`;
  const descending = filter.direction !== 'asc';
  const number = cursor.textKey(sql`o.number`);
  switch (filter.sort) {
    case 'number':
      return cursor.keyset(order, descending, [number]);
    case 'preferredDate':
      return cursor.keyset(order, descending, [
        cursor.dateKey(sql`o.preferred_date`),
        ...cursor.nullsLastKey(cursor.timeKey, sql`o.preferred_time`, sql`time '00:00'`, descending),
        number,
      ]);
    case 'created':
      return cursor.keyset(order, descending, [cursor.timestampKey(sql`o.created_at`), number]);
  }
}

/**
 * The two statements of a search: the page of summaries (and one row more) and the count of the
 * matches up to the cap; the route, the plan test and the benchmark run these very statements.
 * `after` is the sort key of a cursor: the page starts after it.
 */
export function orderSearchQueries(filter: OrderSearch, after?: string[]): { page: SQL; count: SQL } {
  const where = searchConditions(filter);
  const keyset = orderKeyset(filter);
  const from = after ? sql`${where} AND ${keyset.after(after)}` : where;
  return {
    page: sql`SELECT ${summaryColumns}, ${keyset.key} AS sort_key
              FROM orders o ${summaryJoins}
              WHERE ${from} ORDER BY ${keyset.orderBy} ${cursor.keysetLimit(filter, Boolean(after))}`,
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
  const { rows, lastKey } = cursor.cutPage(
    await queryRows<SummaryRow & { sort_key: string[] | null }>(tx, queries.page),
    filter,
  );
  const total = await listTotal(filter, rows.length, () => readCappedCount(tx, queries.count));
  return { items: rows.map(toOrderSummary), ...total, ...(lastKey ? { lastKey } : {}) };
}

/**
 * A page of an export of the search: up to `size` orders with all their fields after the sort key
 * `after`, in the list's order; the sort key of the last one while more follow.
 */
export async function readOrderExportPage(
  tx: Tx,
  filter: OrderSearch,
  after: string[] | undefined,
  size: number,
): Promise<{ rows: DetailRow[]; lastKey?: string[] }> {
  const keyset = orderKeyset(filter);
  const where = searchConditions(filter);
  const window = { page: 1, pageSize: size };
  const rows = await queryRows<DetailRow & { sort_key: string[] | null }>(
    tx,
    sql`SELECT ${detailColumns}, ${keyset.key} AS sort_key FROM orders o ${detailJoins}
        WHERE ${after ? sql`${where} AND ${keyset.after(after)}` : where}
        ORDER BY ${keyset.orderBy} ${cursor.keysetLimit(window, Boolean(after))}`,
  );
  return cursor.cutPage(rows, window);
}

/** How many orders match the filter, every one counted (an export's progress counts to it). */
export async function countOrders(tx: Tx, filter: OrderSearch): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`SELECT count(*)::int AS total FROM orders o WHERE ${searchConditions(filter)}`,
  );
  return row?.total ?? 0;
}

/** The orders waiting for a decision that wish for a day, by preferred time. */
export async function listOrdersOfDay(tx: Tx, date: string): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(
    tx,
    sql`SELECT ${summaryColumns} FROM orders o ${summaryJoins}
        WHERE o.tenant_id = app_tenant() AND o.preferred_date = ${date}::date AND o.status = 'new'
        ORDER BY o.preferred_time NULLS LAST, o.number`,
  );
}
