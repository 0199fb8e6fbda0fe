import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import { queryRows, type Tx } from './database.ts';
import { pageOffset, type ListTotal, type PageWindow } from './list-total.ts';
import type { RankedKeyset } from './search-rank.ts';
import type { TextMatch } from './search-shapes.ts';

// A page of a free-text search read from a window of the list (architecture: search). Ranking
// the matches reads every match, and a word common in a large firm ("Bergman", a street) matches
// thousands of rows, so that a page would cost as much as the firm is large. But such a word is
// also found again and again in any stretch of the list: so in a list longer than the window, the
// page is first looked for among the first SEARCH_WINDOW_ROWS rows of the list after the cursor,
// read in the list's own order through its index and stopping as soon as the page is full. A page
// found there is the right one when it is full of matches of the rank the page is at: every row of
// that rank before its last lies in the window, and every row of a better rank came before the
// cursor. When it is not (a rare text, or its rank runs out), the page is read from all matches,
// which are then few.

/** The rows of the list a free-text page is first looked for in. */
export const SEARCH_WINDOW_ROWS = 5_000;

/** The window of a list, and the condition on the rank of the page. */
export interface SearchWindow {
  /** The rows of the list the window holds: its filters, after the cursor's place in the list. */
  where: SQL;
  /** A FROM item under the table's alias: the first rows of the list after the cursor. */
  source: SQL;
  /** The matches of the rank the page is at (the cursor's, or the best). */
  rank: SQL;
}

/**
 * The window of the list `table` (a FROM item with its alias, e.g. `inspections i`) under its
 * `alias`: the rows its `filters` keep after the cursor's key `after` in the list's own order.
 */
export function searchWindow(
  table: SQL,
  alias: SQL,
  filters: SQL,
  order: RankedKeyset,
  after?: readonly string[],
): SearchWindow {
  const [rank, ...place] = after ?? [];
  const where = after ? sql`${filters} AND ${order.list.after(place)}` : filters;
  return {
    where,
    source: sql`(SELECT ${alias}.* FROM ${table} WHERE ${where}
                 ORDER BY ${order.list.orderBy} LIMIT ${SEARCH_WINDOW_ROWS}) AS ${alias}`,
    rank: sql`${order.rank.column} = ${rank === undefined ? sql`0` : order.rank.value(rank)}`,
  };
}

/**
 * Whether a free-text page may be looked for in the window: a page of a keyset (the first, or
 * after a cursor) of a list longer than the window (one count through the list's index that stops
 * past it). A shorter list is read from its matches, which are as few as its rows.
 */
export async function windowApplies(
  tx: Tx,
  match: TextMatch | undefined,
  paging: PageWindow,
  after: readonly string[] | undefined,
  listFromWhere: SQL,
): Promise<boolean> {
  if (!match?.freeText || paging.pageSize === PAGE_SIZE_ALL) return false;
  if (!after && pageOffset(paging) > 0) return false;
  const [row] = await queryRows<{ rows: number }>(
    tx,
    sql`SELECT count(*)::int AS rows FROM (SELECT 1 ${listFromWhere} LIMIT ${SEARCH_WINDOW_ROWS + 1}) AS list`,
  );
  return (row?.rows ?? 0) > SEARCH_WINDOW_ROWS;
}

/**
 * The total of a page found in the window: more than the rows up to its end match, and how many
 * more the window does not tell (counting them would read them all).
 */
export const windowTotal = (paging: PageWindow): ListTotal => ({
  total: pageOffset(paging) + paging.pageSize,
  totalIsExact: false,
});
