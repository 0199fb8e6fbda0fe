import { and, arrayContains, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PARTNER_TAG, type ContactSearch } from '@syna/contracts/contacts';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { contacts } from './contacts.tables.ts';
import { inTenant, toContact } from './contact.repo.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import {
  cappedCountColumn,
  cappedCountStatement,
  listTotal,
  readCappedCount,
} from '../../platform/db/list-total.ts';
import {
  cutPage,
  keysetWindow,
  textKey,
  timestampKey,
  uuidKey,
  type CursorKind,
} from '../../platform/db/list-cursor.ts';
import {
  searchKeysCondition,
  searchShapes,
  type SearchShapes,
  type TextMatch,
} from '../../platform/db/search-shapes.ts';
import { isRanked, rankedKeyset, rankKey } from '../../platform/db/search-rank.ts';
import {
  FEW_MATCHES_COUNT,
  FEW_MATCHES_READ,
  pageWithoutRankingAll,
  SEARCH_WINDOW_ROWS,
  searchWindow,
} from '../../platform/db/search-window.ts';

const MAX_QUERY_WORDS = 10;

/**
 * The words of a search query as `LIKE` patterns. A word of digits and separators ("070-123",
 * "556036-0793") is matched by its digits, which `search_text` also carries (migration 0005), so
 * numbers are found however they were typed. `%`, `_` and `\` match themselves.
 */
export function searchPatterns(query: string | undefined): string[] {
  const words = (query ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  return words
    .map((word) => (/^[\d\-+()]+$/.test(word) ? word.replace(/\D/g, '') : word))
    .filter(Boolean)
    .map(containsPattern);
}

/**
 * Free text: every word must occur in `search_text` (name, e-mail, number, phone, company name),
 * which is lower-cased; so is the pattern, by the same `lower()`, and plain LIKE (about three times
 * faster than ILIKE on UTF-8 text) does the rest. `LIKE '%…%'` is served by the trigram index
 * contacts_tenant_search_idx, which row-level security allows only because migration 0005 made
 * LIKE leakproof.
 */
const freeTextMatch = (query: string | undefined): SQL | undefined =>
  and(...searchPatterns(query).map((pattern) => sql`${contacts}.search_text LIKE lower(${pattern})`));

/** The contacts whose identity number, phone number or e-mail is one the shapes hold (`search_keys`). */
const keysMatch = (shapes: SearchShapes): SQL | undefined =>
  searchKeysCondition(sql`${contacts}.search_keys`, shapes);

/**
 * The condition a search query puts on the contacts: on the exact path, those whose identity
 * number, phone number or e-mail the query is, when any is (one probe of contacts_search_keys_idx
 * tells); else free text.
 */
export async function contactTextMatch(tx: Tx, query: string | undefined): Promise<TextMatch | undefined> {
  const exact = query ? keysMatch(searchShapes(query)) : undefined;
  if (exact) {
    const found = await queryRows(tx, sql`SELECT 1 FROM ${contacts} WHERE ${and(inTenant, exact)} LIMIT 1`);
    if (found.length > 0) return { condition: exact, freeText: false };
  }
  const free = freeTextMatch(query);
  return free && { condition: free, freeText: true };
}

/** The filter of an address-book search; `match` is the query's (`contactTextMatch`), free text when not given. */
function searchCondition(criteria: ContactSearch, match = freeTextMatch(criteria.query)): SQL | undefined {
  return and(listCondition(criteria), match);
}

/** The filter but its query: the firm's contacts of the type and tags asked for. */
function listCondition(criteria: ContactSearch): SQL {
  const tags = [...new Set([...(criteria.tags ?? []), ...(criteria.partner ? [PARTNER_TAG] : [])])];
  return and(
    inTenant,
    criteria.type ? eq(contacts.type, criteria.type) : undefined,
    tags.length > 0 ? arrayContains(contacts.tags, tags) : undefined,
  )!;
}

/**
 * Both orders page by keyset (architecture: lists and pagination), each read from its index
 * (contacts_name_idx, contacts_created_idx) in its own order; a search query ranks its matches
 * first, those with a word that starts with it before the others.
 */
function contactKeyset(criteria: ContactSearch) {
  const descending = criteria.sort === 'created';
  const rank = criteria.query ? rankKey(criteria.query, sql`${contacts}.search_text`, descending) : undefined;
  return criteria.sort === 'created'
    ? rankedKeyset('contacts:created', true, rank, [
        timestampKey(sql`${contacts.createdAt}`),
        uuidKey(sql`${contacts.id}`),
      ])
    : rankedKeyset('contacts:name', false, rank, [
        textKey(sql`${contacts.name}`),
        uuidKey(sql`${contacts.id}`),
      ]);
}

/** The kind of cursor the search's order takes. */
export const contactCursorKind = (criteria: ContactSearch): CursorKind => contactKeyset(criteria);

/**
 * The one statement that fetches a page of search results (and one row more): used by the search
 * route, by the plan test (EXPLAIN) and by the benchmark, so all three measure the same SQL.
 * `match` is the query's condition (`contactTextMatch`); `after` is the sort key of a cursor: the
 * page starts after it. The route's page also carries the count of the matches (`counted`), one
 * round trip for both; the plan test explains the page and the count apart.
 */
export function contactSearchStatement(
  tx: Tx,
  criteria: ContactSearch,
  match?: SQL,
  after?: string[],
  { counted = false } = {},
) {
  const keyset = contactKeyset(criteria);
  const count = counted
    ? cappedCountColumn(sql`FROM ${contacts} WHERE ${searchCondition(criteria, match)}`)
    : sql`NULL`;
  const statement = tx
    .select({
      ...getTableColumns(contacts),
      sort_key: sql<string[]>`${keyset.key}`,
      capped_total: sql<number | null>`${count}`,
    })
    .from(contacts)
    .where(and(searchCondition(criteria, match), after ? keyset.after(after) : undefined))
    .orderBy(keyset.orderBy)
    .$dynamic();
  const window = keysetWindow(criteria, Boolean(after));
  return window ? statement.limit(window.limit).offset(window.offset) : statement;
}

/** The count of the search's matches, up to the cap. */
export const contactCountStatement = (criteria: ContactSearch, match?: SQL): SQL =>
  cappedCountStatement(sql`FROM ${contacts} WHERE ${searchCondition(criteria, match)}`);

/**
 * Up to `limit` contacts that `where` keeps (in the list's `order` when given) as a subquery under
 * the table's name, and its columns under the table's column names, so that the conditions and
 * keys written on the table's columns read its rows.
 */
function contactRows(tx: Tx, where: SQL, limit: number, order?: SQL) {
  const columns = getTableColumns(contacts);
  const selected = tx
    // The search text is generated by the database, no column of the table's model.
    .select({ ...columns, searchText: sql<string>`${contacts}.search_text`.as('search_text') })
    .from(contacts)
    .where(where)
    .$dynamic();
  const rows = (order ? selected.orderBy(order) : selected).limit(limit).as('contacts');
  const rowColumns = Object.fromEntries(
    Object.keys(columns).map((name) => [name, rows[name as keyof typeof columns]]),
  ) as unknown as typeof columns;
  return { rows, columns: rowColumns };
}

/**
 * The page of a free-text search looked for in the window of the address book's first `rows`
 * (`searchWindow`): the matches of the page's rank among its first contacts after the cursor,
 * the page and one more.
 */
export function contactWindowStatement(
  tx: Tx,
  criteria: ContactSearch,
  match: SQL,
  after?: string[],
  rows: number = SEARCH_WINDOW_ROWS,
) {
  const keyset = contactKeyset(criteria);
  if (!isRanked(keyset)) return undefined;
  const window = searchWindow(sql`${contacts}`, sql`${contacts}`, listCondition(criteria), keyset, after);
  const found = contactRows(tx, window.where, rows, keyset.list.orderBy);
  return tx
    .select({ ...found.columns, sort_key: sql<string[]>`${keyset.key}` })
    .from(found.rows)
    .where(and(match, window.rank))
    .orderBy(keyset.list.orderBy)
    .limit(criteria.pageSize + 1);
}

/**
 * The first page of a free-text search ranked from its matches when they are few (up to
 * FEW_MATCHES_READ of them, in no order), each row with their count as `matches`.
 */
export function contactFewMatchesStatement(tx: Tx, criteria: ContactSearch, match: SQL) {
  const keyset = contactKeyset(criteria);
  const found = contactRows(tx, searchCondition(criteria, match)!, FEW_MATCHES_READ);
  return tx
    .select({
      ...found.columns,
      sort_key: sql<string[]>`${keyset.key}`,
      matches: sql<number>`${FEW_MATCHES_COUNT}`,
    })
    .from(found.rows)
    .orderBy(keyset.orderBy)
    .limit(criteria.pageSize + 1);
}

/**
 * A page of contacts matching the search (after `after`, a cursor's key), how many match in all
 * (capped), and the sort key of its last row when more follow.
 */
export async function searchContacts(tx: Tx, criteria: ContactSearch, after?: string[]) {
  const match = await contactTextMatch(tx, criteria.query);
  const list = sql`FROM ${contacts} WHERE ${listCondition(criteria)}`;
  const found =
    match &&
    (await pageWithoutRankingAll(
      tx,
      { match, paging: criteria, after, list },
      {
        window: (rows) => contactWindowStatement(tx, criteria, match.condition, after, rows)!,
        fewMatches: () => contactFewMatchesStatement(tx, criteria, match.condition),
        toItem: toContact,
      },
    ));
  if (found) return found;
  const { rows, lastKey } = cutPage(
    await contactSearchStatement(tx, criteria, match?.condition, after, { counted: true }),
    criteria,
  );
  const total = await listTotal(criteria, rows, () =>
    readCappedCount(tx, contactCountStatement(criteria, match?.condition)),
  );
  return { items: rows.map(toContact), ...total, ...(lastKey ? { lastKey } : {}) };
}

/**
 * The contacts whose identity number, phone number or e-mail is one the shapes hold: the exact
 * path of a search of assignments by their customer. None when the text has no such shape.
 */
export async function contactIdsByKeys(tx: Tx, shapes: SearchShapes): Promise<string[]> {
  const exact = keysMatch(shapes);
  if (!exact) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM ${contacts} WHERE ${and(inTenant, exact)}`,
  );
  return rows.map((row) => row.id);
}

/** More customers than this matching one text is no customer-name search; the rest are left out. */
const MAX_MATCHED_CUSTOMERS = 10_000;

/**
 * The contacts of the tenant whose name (or other searchable text) contains `text`: a search of
 * assignments or projects by their customer's name matches the customers first (through the
 * contacts' trigram index) and hands their ids on as a constant list (`uuidLiteralArray`).
 */
export async function matchingCustomerIds(tx: Tx, text: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM contacts WHERE tenant_id = app_tenant() AND search_text ILIKE ${containsPattern(text)}
        LIMIT ${MAX_MATCHED_CUSTOMERS}`,
  );
  return rows.map((row) => row.id);
}
