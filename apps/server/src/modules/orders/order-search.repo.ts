import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import type { PagedListResponse } from '@syna/contracts/list';
import type { OrderSearch, OrderSummary } from '@syna/contracts/orders';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import {
  cappedCountStatement,
  listTotal,
  pageOffset,
  readCappedCount,
} from '../../platform/db/list-total.ts';
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

function pageLimit(filter: OrderSearch): SQL {
  if (filter.pageSize === PAGE_SIZE_ALL) return sql``;
  return sql`LIMIT ${filter.pageSize} OFFSET ${pageOffset(filter)}`;
}

/**
 * The two statements of a search: the page of summaries and the count of the matches up to the
 * cap; the route, the plan test and the benchmark run these very statements.
 */
export function orderSearchQueries(filter: OrderSearch): { page: SQL; count: SQL } {
  const where = searchConditions(filter);
  return {
    page: sql`SELECT ${summaryColumns} FROM orders o ${summaryJoins}
              WHERE ${where} ORDER BY ${searchOrder(filter)} ${pageLimit(filter)}`,
    count: cappedCountStatement(sql`FROM orders o WHERE ${where}`),
  };
}

/** One page of the tenant's orders matching the filter, and the (capped) total. */
export async function searchOrders(tx: Tx, filter: OrderSearch): Promise<PagedListResponse<OrderSummary>> {
  const queries = orderSearchQueries(filter);
  const rows = await queryRows<SummaryRow>(tx, queries.page);
  const total = await listTotal(filter, rows.length, () => readCappedCount(tx, queries.count));
  return { items: rows.map(toOrderSummary), ...total };
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
