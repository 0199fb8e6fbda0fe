import { sql, type SQL } from 'drizzle-orm';
import type { PagedListResponse } from '@syna/contracts/list';
import type { OrderSearch, OrderSummary } from '@syna/contracts/orders';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import {
  exactOrFreeText,
  searchKeysCondition,
  searchShapes,
  type TextMatch,
} from '../../platform/db/search-shapes.ts';
import { isRanked, rankedKeyset, rankKey, rankedText } from '../../platform/db/search-rank.ts';
import {
  FEW_MATCHES_COUNT,
  fewMatchesSource,
  pageWithoutRankingAll,
  searchWindow,
} from '../../platform/db/search-window.ts';
import {
  cappedCountColumn,
  cappedCountStatement,
  listTotal,
  readCappedCount,
} from '../../platform/db/list-total.ts';
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
// the day check read through the same conditions (architecture: search). A text shaped like an
// order number, or like the customer's identity number, phone number or e-mail, is first looked
// up exactly: the number in the unique (tenant_id, number) index, the others in `search_keys`.
// Otherwise (or when that finds nothing) it is free text, matched inside orders.search_text
// (number, customer, object address, estate designation), trigram-indexed together with the
// tenant; LIKE is leakproof since migration 0005, so the index serves it under row-level security.
// Matches are ranked before the list's order (`rankKey`), and a page of free text is first looked
// for in a window of the list (`searchWindow`).

/**
 * The condition a search text puts on order `o`: on the exact path, the order of that number or
 * those of a customer with that identity number, phone number or e-mail, when any is (one probe
 * tells); else free text.
 */
export async function orderTextMatch(tx: Tx, text: string): Promise<TextMatch> {
  const shapes = searchShapes(text);
  const exact = [
    shapes.orderNumber ? sql`o.number = ${shapes.orderNumber}` : undefined,
    searchKeysCondition(sql`o.search_keys`, shapes),
  ].filter((condition): condition is SQL => condition !== undefined);
  return exactOrFreeText(tx, sql`orders o`, exact, freeTextMatch(text));
}

/** Free text: the lower-cased text inside the order's search text. */
const freeTextMatch = (text: string): SQL => sql`o.search_text LIKE ${containsPattern(rankedText(text))}`;

/** The filter as one condition on order `o`; `match` is the text's (`orderTextMatch`), free text when not given. */
function searchConditions(
  filter: OrderSearch,
  match = filter.text ? freeTextMatch(filter.text) : undefined,
): SQL {
  const list = listConditions(filter);
  return match ? sql`${list} AND ${match}` : list;
}

/** The filter but its text, as one condition on order `o`. */
function listConditions(filter: OrderSearch): SQL {
  const conditions: SQL[] = [sql`o.tenant_id = app_tenant()`];
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
 * preferred date and time (orders without a time last, both ways). A text search puts the rank of
 * each match first.
 */
export function orderKeyset(filter: OrderSearch): cursor.Keyset {
  const order = `orders:${filter.sort}:${filter.direction}`;
  const descending = filter.direction !== 'asc';
  const rank = filter.text ? rankKey(filter.text, sql`o.search_text`, descending) : undefined;
  const keyset = (columns: cursor.KeyColumn[]) => rankedKeyset(order, descending, rank, columns);
  const number = cursor.textKey(sql`o.number`);
  switch (filter.sort) {
    case 'number':
      return keyset([number]);
    case 'preferredDate':
      return keyset([
        cursor.dateKey(sql`o.preferred_date`),
        ...cursor.nullsLastKey(cursor.timeKey, sql`o.preferred_time`, sql`time '00:00'`, descending),
        number,
      ]);
    case 'created':
      return keyset([cursor.timestampKey(sql`o.created_at`), number]);
  }
}

/**
 * The statements of a search: the page of summaries (and one row more), the count of the matches
 * up to the cap, and the two in one (`counted`: the page with the count as a column), which the
 * route sends; the plan test explains the page and the count apart, and the benchmark replays
 * what the route sent.
 * `match` is the text's condition (`orderTextMatch`); `after` is the sort key of a cursor: the page
 * starts after it.
 */
export function orderSearchQueries(
  filter: OrderSearch,
  match?: SQL,
  after?: string[],
): { page: SQL; count: SQL; counted: SQL } {
  const where = searchConditions(filter, match);
  const keyset = orderKeyset(filter);
  const from = after ? sql`${where} AND ${keyset.after(after)}` : where;
  const matches = sql`FROM orders o WHERE ${where}`;
  const page = (columns: SQL) =>
    sql`SELECT ${columns} FROM orders o ${summaryJoins}
        WHERE ${from} ORDER BY ${keyset.orderBy} ${cursor.keysetLimit(filter, Boolean(after))}`;
  const pageColumns = sql`${summaryColumns}, ${keyset.key} AS sort_key`;
  return {
    page: page(pageColumns),
    count: cappedCountStatement(matches),
    counted: page(sql`${pageColumns}, ${cappedCountColumn(matches)}`),
  };
}

/**
 * The page of a free-text search looked for in the window of the list's first `rows` (`searchWindow`):
 * the matches of the page's rank among the list's first orders after the cursor, the page and one more.
 */
export function orderWindowQuery(
  filter: OrderSearch,
  match: SQL,
  after?: string[],
  rows?: number,
): SQL | undefined {
  const keyset = orderKeyset(filter);
  if (!isRanked(keyset)) return undefined;
  const window = searchWindow(sql`orders o`, sql`o`, listConditions(filter), keyset, after, rows);
  return sql`SELECT ${summaryColumns}, ${keyset.key} AS sort_key
             FROM (SELECT o.* FROM ${window.source} WHERE ${match} AND ${window.rank}
                   ORDER BY ${keyset.list.orderBy} LIMIT ${filter.pageSize + 1}) AS o
             ${summaryJoins}
             ORDER BY ${keyset.orderBy}`;
}

/**
 * The first page of a free-text search ranked from its matches when they are few
 * (`fewMatchesSource`), each row with their count as `matches`.
 */
export function orderFewMatchesQuery(filter: OrderSearch, match: SQL): SQL {
  const keyset = orderKeyset(filter);
  const matches = fewMatchesSource(sql`orders o`, sql`o`, searchConditions(filter, match));
  return sql`SELECT ${summaryColumns}, ${keyset.key} AS sort_key, o.matches
             FROM (SELECT o.*, ${FEW_MATCHES_COUNT} AS matches FROM ${matches}
                   ORDER BY ${keyset.orderBy} LIMIT ${filter.pageSize + 1}) AS o
             ${summaryJoins}
             ORDER BY ${keyset.orderBy}`;
}

/** One page of the tenant's orders matching the filter (after `after`, a cursor's key), and the (capped) total. */
export async function searchOrders(
  tx: Tx,
  filter: OrderSearch,
  after?: string[],
): Promise<PagedListResponse<OrderSummary> & { lastKey?: string[] }> {
  const match = filter.text ? await orderTextMatch(tx, filter.text) : undefined;
  const read = (statement: SQL) =>
    queryRows<SummaryRow & { sort_key: string[] | null; matches?: number }>(tx, statement);
  const list = sql`FROM orders o WHERE ${listConditions(filter)}`;
  const found =
    match &&
    (await pageWithoutRankingAll(
      tx,
      { match, paging: filter, after, list },
      {
        window: (rows) => read(orderWindowQuery(filter, match.condition, after, rows)!),
        fewMatches: () => read(orderFewMatchesQuery(filter, match.condition)),
        toItem: toOrderSummary,
      },
    ));
  if (found) return found;
  const queries = orderSearchQueries(filter, match?.condition, after);
  const { rows, lastKey } = cursor.cutPage(await read(queries.counted), filter);
  const total = await listTotal(filter, rows, () => readCappedCount(tx, queries.count));
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
  const where = searchConditions(
    filter,
    filter.text ? (await orderTextMatch(tx, filter.text)).condition : undefined,
  );
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
    sql`SELECT count(*)::int AS total FROM orders o WHERE ${searchConditions(
      filter,
      filter.text ? (await orderTextMatch(tx, filter.text)).condition : undefined,
    )}`,
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
