import { sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP, PAGE_SIZE_ALL } from '@syna/contracts/constants';
import type { Paging } from '@syna/contracts/list';
import { queryRows, type Tx } from './database.ts';

// How many rows a paged list has (architecture: pagination). An exact count(*) reads every match,
// which for a firm with 300 000 assignments is every one of them on every page; the count stops
// at LIST_COUNT_CAP instead, so a page costs the same however large the firm grows.

export interface ListTotal {
  total: number;
  /** Present (false) when more than `total` rows match: the count stopped at the cap. */
  totalIsExact?: false;
}

/**
 * The statement counting the matches of `fromWhere` (`FROM … WHERE …`, as the page reads them) up
 * to one past LIST_COUNT_CAP: it reads no more rows than that.
 */
export const cappedCountStatement = (fromWhere: SQL): SQL =>
  sql`SELECT count(*)::int AS total FROM (SELECT 1 ${fromWhere} LIMIT ${LIST_COUNT_CAP + 1}) AS matches`;

/**
 * The capped count of `fromWhere` as a column of the page's own statement, named `capped_total`:
 * an uncorrelated subquery, which PostgreSQL runs once for the statement (an InitPlan), so that a
 * page and its count are one round trip. `listTotal` takes it from the page's rows.
 */
export const cappedCountColumn = (fromWhere: SQL): SQL =>
  sql`(${cappedCountStatement(fromWhere)}) AS capped_total`;

/** A count up to one past the cap as a total: the count, or the cap and that more match. */
const cappedTotal = (count: number): ListTotal =>
  count > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, totalIsExact: false } : { total: count };

/** Runs a `cappedCountStatement`: the total, or the cap and that more match. */
export async function readCappedCount(tx: Tx, statement: SQL): Promise<ListTotal> {
  const [row] = await queryRows<{ total: number }>(tx, statement);
  return cappedTotal(row?.total ?? 0);
}

/** The matches of `fromWhere` counted up to LIST_COUNT_CAP. */
export const cappedCount = (tx: Tx, fromWhere: SQL): Promise<ListTotal> =>
  readCappedCount(tx, cappedCountStatement(fromWhere));

/**
 * Which rows a read takes: a list's paging, or a page of another size (an export reads 1 000
 * rows at a time, more than a list shows).
 */
export interface PageWindow {
  page: number;
  pageSize: number;
}

/** The rows before the page: `OFFSET`. */
export const pageOffset = ({ page, pageSize }: PageWindow): number =>
  pageSize === PAGE_SIZE_ALL ? 0 : (page - 1) * pageSize;

/**
 * The total of a list given the rows of its page: a page that is not full shows where the list
 * ends (unless it is empty past the first page, when the end lies before it); else the count its
 * rows carry (`cappedCountColumn`), and only without one is `count` run.
 */
export async function listTotal(
  paging: Paging,
  pageRows: readonly unknown[],
  count: () => Promise<ListTotal>,
): Promise<ListTotal> {
  const offset = pageOffset(paging);
  const rows = pageRows.length;
  const pageEndsList =
    paging.pageSize === PAGE_SIZE_ALL || (rows < paging.pageSize && (rows > 0 || offset === 0));
  if (pageEndsList) return { total: offset + rows };
  const carried = (pageRows[0] as { capped_total?: number | null } | undefined)?.capped_total;
  return carried === undefined || carried === null ? count() : cappedTotal(carried);
}
