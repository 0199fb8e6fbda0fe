import { sql, type SQL } from 'drizzle-orm';
import type { InspectionListItem, InspectionSearch } from '@syna/contracts/inspections';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import {
  cappedCountColumn,
  cappedCountStatement,
  listTotal,
  readCappedCount,
  type ListTotal,
  type PageWindow,
} from '../../platform/db/list-total.ts';
import * as cursor from '../../platform/db/list-cursor.ts';
import { listItemColumns, listItemJoins, toInspectionListItem, type ListItemRow } from './inspection-rows.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { uuidLiteralArray } from '../../platform/db/sql-arrays.ts';
import { exactOrFreeText, searchShapes, type TextMatch } from '../../platform/db/search-shapes.ts';
import { isRanked, rankedKeyset, rankKey, rankedText } from '../../platform/db/search-rank.ts';
import {
  FEW_MATCHES_COUNT,
  fewMatchesSource,
  pageWithoutRankingAll,
  searchWindow,
} from '../../platform/db/search-window.ts';
import { contactIdsByKeys } from '../contacts/index.ts';

// The search of inspections, kept in one place so that the API, the plan test and benchmarks run
// the very same statements (architecture: search).
//
// A text shaped like an assignment number, or like a customer's identity number, phone number or
// e-mail address, is first looked up exactly: the number in the unique (tenant_id, number) index,
// the customers by their `search_keys`, then their assignments in the customer index. Otherwise
// (or when that finds nothing) it is free text, matched inside the assignment's own search_text
// (number, customer's name, littera, order number, address), whose trigram index holds the firm
// beside the trigrams; LIKE is leakproof since migration 0005, so the index serves it under
// row-level security. Matches are ranked before the list's order (`rankKey`), and a page of free
// text is first looked for in a window of the list (`searchWindow`).

/** Narrows a search to a part of the tenant's inspections (not part of the public filter). */
export interface SearchScope {
  projectId?: string;
}

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Free text: the lower-cased text inside the assignment's search text. */
export const freeTextMatch = (text: string): SQL =>
  sql`i.search_text LIKE ${containsPattern(rankedText(text))}`;

/**
 * The condition a search text puts on inspection `i`: on the exact path, the assignment of that
 * number or those of the customers with that identity number, phone number or e-mail, when any
 * is found (one probe tells); else free text.
 */
export async function textMatch(tx: Tx, text: string): Promise<TextMatch> {
  const shapes = searchShapes(text);
  const exact: SQL[] = [];
  if (shapes.assignmentNumber) exact.push(sql`i.number = ${shapes.assignmentNumber}`);
  const customerIds = await contactIdsByKeys(tx, shapes);
  if (customerIds.length > 0) exact.push(sql`i.customer_id = ANY (${uuidLiteralArray(customerIds)})`);
  return exactOrFreeText(tx, sql`inspections i`, exact, freeTextMatch(text));
}

/** The filter as one condition on inspection `i`; `match` is the text's (`textMatch`), free text when not given. */
function searchConditions(
  filter: InspectionSearch,
  scope: SearchScope,
  match = filter.text ? freeTextMatch(filter.text) : undefined,
): SQL {
  const list = listConditions(filter, scope);
  return match ? sql`${list} AND ${match}` : list;
}

/** The filter but its text, as one condition on inspection `i`. */
function listConditions(filter: InspectionSearch, scope: SearchScope): SQL {
  const conditions: SQL[] = [sql`i.tenant_id = app_tenant()`];
  if (filter.typeIds?.length) conditions.push(sql`i.type_id IN ${filter.typeIds}`);
  if (filter.statusIds?.length) conditions.push(sql`i.status_id IN ${filter.statusIds}`);
  if (filter.inspectorIds?.length) conditions.push(sql`i.inspector_id IN ${filter.inspectorIds}`);
  if (filter.customerId) conditions.push(sql`i.customer_id = ${filter.customerId}`);
  if (filter.tags?.length) conditions.push(sql`i.tags @> ${textArray(filter.tags)}`);
  if (filter.dateFrom) conditions.push(sql`i.date >= ${filter.dateFrom}::date`);
  if (filter.dateTo) conditions.push(sql`i.date <= ${filter.dateTo}::date`);
  if (filter.active !== undefined) {
    const final = sql`EXISTS (SELECT 1 FROM inspection_statuses f
                              WHERE f.tenant_id = i.tenant_id AND f.id = i.status_id AND f.final)`;
    conditions.push(filter.active ? sql`NOT ${final}` : final);
  }
  if (scope.projectId) conditions.push(sql`i.project_id = ${scope.projectId}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * The order of the list, which is also its cursor's sort key (architecture: lists and pagination):
 * each ends on a unique key so pages never overlap, and runs in one direction, so the page after a
 * cursor is one range. Newest first reads the (tenant_id, created_at DESC, id DESC) index
 * forwards, oldest first backwards; by number and by date (assignments without a date or time
 * last, both ways), by customer and by status (their names and place kept on the assignment,
 * migration 0021) each have theirs. A text search puts the rank of each match first.
 */
export function inspectionKeyset(filter: InspectionSearch): cursor.Keyset {
  const order = `inspections:${filter.sort}:${filter.direction}`;
  const descending = filter.direction !== 'asc';
  const rank = filter.text ? rankKey(filter.text, sql`i.search_text`, descending) : undefined;
  const keyset = (columns: cursor.KeyColumn[]) => rankedKeyset(order, descending, rank, columns);
  const latest = [cursor.timestampKey(sql`i.created_at`), cursor.uuidKey(sql`i.id`)];
  switch (filter.sort) {
    case 'number':
      return keyset([cursor.textKey(sql`i.number`)]);
    case 'date':
      return keyset([
        ...cursor.nullsLastKey(cursor.dateKey, sql`i.date`, sql`date '2000-01-01'`, descending),
        ...cursor.nullsLastKey(cursor.timeKey, sql`i.start_time`, sql`time '00:00'`, descending),
        ...latest,
      ]);
    case 'customer':
      return keyset([
        ...cursor.nullsLastKey(cursor.textKey, sql`i.customer_name`, sql`''`, descending),
        ...latest,
      ]);
    case 'status':
      return keyset([
        ...cursor.nullsLastKey(cursor.integerKey, sql`i.status_order`, sql`0`, descending),
        cursor.textKey(sql`i.status_name`),
        ...latest,
      ]);
    case 'created':
      return keyset(latest);
  }
}

/**
 * The statements of a search: the page of list items (and one row more), the count of the matches
 * up to the cap, and the two in one (`counted`: the page with the count as a column), which the
 * route sends. The page is cut from the inspections first, and only its rows are joined with
 * their lookups. `match` is the text's condition (`textMatch`); `after` is the sort key of a
 * cursor: the page starts after it.
 */
export function inspectionSearchQueries(
  filter: InspectionSearch,
  scope: SearchScope = {},
  match?: SQL,
  after?: string[],
  window: PageWindow = filter,
): { page: SQL; count: SQL; counted: SQL; all: SQL } {
  const where = searchConditions(filter, scope, match);
  const keyset = inspectionKeyset(filter);
  const from = after ? sql`${where} AND ${keyset.after(after)}` : where;
  const matches = sql`FROM inspections i WHERE ${where}`;
  const page = (columns: SQL) =>
    sql`SELECT ${columns}
        FROM (SELECT i.* FROM inspections i
              WHERE ${from} ORDER BY ${keyset.orderBy} ${cursor.keysetLimit(window, Boolean(after))}) AS i
        ${listItemJoins}
        ORDER BY ${keyset.orderBy}`;
  const pageColumns = sql`${listItemColumns}, ${keyset.key} AS sort_key`;
  return {
    page: page(pageColumns),
    count: cappedCountStatement(matches),
    counted: page(sql`${pageColumns}, ${cappedCountColumn(matches)}`),
    all: sql`SELECT count(*)::int AS total ${matches}`,
  };
}

/** A page of the search: its items, the (capped) total, and the sort key of its last row when more follow. */
export interface InspectionPage extends ListTotal {
  items: InspectionListItem[];
  /** Present when rows follow the page and its order pages by keyset. */
  lastKey?: string[];
}

/**
 * The page of a free-text search looked for in the window of the list's first `rows` (`searchWindow`):
 * the matches of the page's rank among the list's first rows after the cursor, the page and one more.
 */
export function inspectionWindowQuery(
  filter: InspectionSearch,
  scope: SearchScope,
  match: SQL,
  after?: string[],
  rows?: number,
): SQL | undefined {
  const keyset = inspectionKeyset(filter);
  if (!isRanked(keyset)) return undefined;
  const window = searchWindow(sql`inspections i`, sql`i`, listConditions(filter, scope), keyset, after, rows);
  return sql`SELECT ${listItemColumns}, ${keyset.key} AS sort_key
             FROM (SELECT i.* FROM ${window.source} WHERE ${match} AND ${window.rank}
                   ORDER BY ${keyset.list.orderBy} LIMIT ${filter.pageSize + 1}) AS i
             ${listItemJoins}
             ORDER BY ${keyset.orderBy}`;
}

/**
 * The first page of a free-text search ranked from its matches when they are few
 * (`fewMatchesSource`), each row with their count as `matches`.
 */
export function inspectionFewMatchesQuery(filter: InspectionSearch, scope: SearchScope, match: SQL): SQL {
  const keyset = inspectionKeyset(filter);
  const matches = fewMatchesSource(sql`inspections i`, sql`i`, searchConditions(filter, scope, match));
  return sql`SELECT ${listItemColumns}, ${keyset.key} AS sort_key, i.matches
             FROM (SELECT i.*, ${FEW_MATCHES_COUNT} AS matches FROM ${matches}
                   ORDER BY ${keyset.orderBy} LIMIT ${filter.pageSize + 1}) AS i
             ${listItemJoins}
             ORDER BY ${keyset.orderBy}`;
}

/** Searches the tenant's inspections: one page of list items (after `after`, a cursor's key) and the total. */
export async function searchInspections(
  tx: Tx,
  filter: InspectionSearch,
  scope: SearchScope = {},
  after?: string[],
): Promise<InspectionPage> {
  const match = filter.text ? await textMatch(tx, filter.text) : undefined;
  const list = sql`FROM inspections i WHERE ${listConditions(filter, scope)}`;
  const read = (statement: SQL) => queryRows<PageRow>(tx, statement);
  const found =
    match &&
    (await pageWithoutRankingAll(
      tx,
      { match, paging: filter, after, list },
      {
        window: (rows) => read(inspectionWindowQuery(filter, scope, match.condition, after, rows)!),
        fewMatches: () => read(inspectionFewMatchesQuery(filter, scope, match.condition)),
        toItem: toInspectionListItem,
      },
    ));
  if (found) return found;
  const queries = inspectionSearchQueries(filter, scope, match?.condition, after);
  const { rows, lastKey } = cursor.cutPage(await queryRows<PageRow>(tx, queries.counted), filter);
  const total = await listTotal(filter, rows, () => readCappedCount(tx, queries.count));
  return { items: rows.map(toInspectionListItem), ...total, ...(lastKey ? { lastKey } : {}) };
}

type PageRow = ListItemRow & { sort_key: string[] | null; matches?: number };

async function readPage(
  tx: Tx,
  statement: SQL,
  window: PageWindow,
): Promise<{ items: InspectionListItem[]; lastKey?: string[] }> {
  const rows = await queryRows<PageRow>(tx, statement);
  const { rows: page, lastKey } = cursor.cutPage(rows, window);
  return { items: page.map(toInspectionListItem), ...(lastKey ? { lastKey } : {}) };
}

/**
 * A page of an export of the search: up to `size` list items after the sort key `after`, in the
 * list's order, without a count; the sort key of the last one while more follow.
 */
export async function readInspectionExportPage(
  tx: Tx,
  filter: InspectionSearch,
  after: string[] | undefined,
  size: number,
): Promise<{ rows: InspectionListItem[]; lastKey?: string[] }> {
  const match = filter.text ? (await textMatch(tx, filter.text)).condition : undefined;
  const window = { page: 1, pageSize: size };
  const { items, lastKey } = await readPage(
    tx,
    inspectionSearchQueries(filter, {}, match, after, window).page,
    window,
  );
  return { rows: items, ...(lastKey ? { lastKey } : {}) };
}

/** How many inspections match the search, every one counted (an export's progress counts to it). */
export async function countInspections(tx: Tx, filter: InspectionSearch): Promise<number> {
  const match = filter.text ? (await textMatch(tx, filter.text)).condition : undefined;
  const [row] = await queryRows<{ total: number }>(tx, inspectionSearchQueries(filter, {}, match).all);
  return row?.total ?? 0;
}
