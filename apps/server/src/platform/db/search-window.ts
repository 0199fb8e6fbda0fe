import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import { queryRows, type Tx } from './database.ts';
import { pageOffset, type ListTotal, type PageWindow } from './list-total.ts';
import { cutPage } from './list-cursor.ts';
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
// cursor. When it is not, a first page is read from the matches if they are few (a rare text:
// ranked and counted in one statement that stops reading past FEW_MATCHES), and otherwise looked
// for again in a window ten times as wide: a word common in the firm that the first window missed
// because the list's order put other rows first (the address book by first name holds "Anders
// A…" to "Anders E…" in its first 5 000 rows of a million, and no "Eriksson"). Only what none of
// these finds is read from every match.

/** The rows of the list a free-text page is first looked for in. */
export const SEARCH_WINDOW_ROWS = 5_000;

/** The rows of the list a first page is looked for in when its text matches more than FEW_MATCHES. */
export const WIDE_SEARCH_WINDOW_ROWS = 50_000;

/** The matches a first page is ranked from in one statement with their count: more are read no further. */
export const FEW_MATCHES = 2_000;

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
 * `alias`: the first `rows` its `filters` keep after the cursor's key `after` in the list's own order.
 */
export function searchWindow(
  table: SQL,
  alias: SQL,
  filters: SQL,
  order: RankedKeyset,
  after?: readonly string[],
  rows: number = SEARCH_WINDOW_ROWS,
): SearchWindow {
  const [rank, ...place] = after ?? [];
  const where = after ? sql`${filters} AND ${order.list.after(place)}` : filters;
  return {
    where,
    source: sql`(SELECT ${alias}.* FROM ${table} WHERE ${where}
                 ORDER BY ${order.list.orderBy} LIMIT ${rows}) AS ${alias}`,
    rank: sql`${order.rank.column} = ${rank === undefined ? sql`0` : order.rank.value(rank)}`,
  };
}

/**
 * Whether a free-text page may be looked for in the window: a page of a keyset (the first, or
 * after a cursor) of a list longer than the window (one count through the list's index that stops
 * past it). A shorter list is read from its matches, which are as few as its rows.
 */
async function windowApplies(
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
const windowTotal = (paging: PageWindow): ListTotal => ({
  total: pageOffset(paging) + paging.pageSize,
  totalIsExact: false,
});

/** The matches a few-matches read takes: one more than FEW_MATCHES tells that there are more. */
export const FEW_MATCHES_READ = FEW_MATCHES + 1;

/**
 * A FROM item under `alias` of up to FEW_MATCHES_READ rows of `table` that `where` (the search with
 * its text) keeps, in no order: all of them when they are few. Its reader ranks them and counts
 * them with `FEW_MATCHES_COUNT`.
 */
export const fewMatchesSource = (table: SQL, alias: SQL, where: SQL): SQL =>
  sql`(SELECT ${alias}.* FROM ${table} WHERE ${where} LIMIT ${FEW_MATCHES_READ}) AS ${alias}`;

/** The column of a read of `fewMatchesSource` that counts its rows, as `matches`. */
export const FEW_MATCHES_COUNT = sql`count(*) OVER ()::int`;

/** A row of a page as read: its sort key, and in a read of the few matches their count. */
interface PageRow {
  sort_key: string[] | null;
  matches?: number;
}

/** A page found without ranking every match, with its total. */
export type WindowedPage<Item> = ListTotal & { items: Item[]; lastKey?: string[] };

/**
 * The page of a free-text search found without ranking every match, or undefined when it is to be
 * read from all of them: in the window of the list (`window(SEARCH_WINDOW_ROWS)`); for a first
 * page then among the matches when they are few (`fewMatches`, read from `fewMatchesSource`),
 * with their exact count; and else in the wide window (`window(WIDE_SEARCH_WINDOW_ROWS)`). Its
 * rows are answered as `toItem` makes them.
 */
export async function pageWithoutRankingAll<Row extends PageRow, Item>(
  tx: Tx,
  search: { match: TextMatch | undefined; paging: PageWindow; after?: readonly string[]; list: SQL },
  read: {
    window(rows: number): Promise<Row[]>;
    fewMatches(): Promise<Row[]>;
    toItem(row: NoInfer<Row>): Item;
  },
): Promise<WindowedPage<Item> | undefined> {
  const { match, paging, after, list } = search;
  if (!(await windowApplies(tx, match, paging, after, list))) return undefined;
  const page = (rows: Row[]) => {
    const { rows: cut, lastKey } = cutPage(rows, paging);
    return { items: cut.map(read.toItem), ...(lastKey ? { lastKey } : {}) };
  };
  const inWindow = async (rows: number) => {
    const found = page(await read.window(rows));
    return found.lastKey ? { ...found, ...windowTotal(paging) } : undefined;
  };
  const near = await inWindow(SEARCH_WINDOW_ROWS);
  // A cursor's page ranks the matches after it: their count is not the search's total.
  if (near || after) return near;
  const few = await read.fewMatches();
  const matches = few[0]?.matches ?? 0;
  if (matches <= FEW_MATCHES) return { ...page(few), total: matches };
  return inWindow(WIDE_SEARCH_WINDOW_ROWS);
}
