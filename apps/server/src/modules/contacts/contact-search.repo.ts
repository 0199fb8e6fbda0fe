import { and, arrayContains, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PARTNER_TAG, type ContactSearch } from '@syna/contracts/contacts';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { contacts } from './contacts.tables.ts';
import { inTenant, toContact } from './contact.repo.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { cappedCountStatement, listTotal, readCappedCount } from '../../platform/db/list-total.ts';
import {
  cutPage,
  keyset,
  keysetWindow,
  textKey,
  timestampKey,
  uuidKey,
  type CursorKind,
} from '../../platform/db/list-cursor.ts';

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
 * The filter of an address-book search. Every word must occur in `search_text` (name, e-mail,
 * number, phone, company name), which is lower-cased; so is the pattern, by the same `lower()`,
 * and plain LIKE (about three times faster than ILIKE on UTF-8 text) does the rest. `LIKE '%…%'` is
 * served by the trigram index contacts_search_idx, which row-level security allows only because
 * migration 0005 made LIKE leakproof.
 */
function searchCondition(criteria: ContactSearch): SQL | undefined {
  const tags = [...new Set([...(criteria.tags ?? []), ...(criteria.partner ? [PARTNER_TAG] : [])])];
  return and(
    inTenant,
    criteria.type ? eq(contacts.type, criteria.type) : undefined,
    tags.length > 0 ? arrayContains(contacts.tags, tags) : undefined,
    ...searchPatterns(criteria.query).map((pattern) => sql`${contacts}.search_text LIKE lower(${pattern})`),
  );
}

const ORDER = {
  name: [asc(contacts.name), asc(contacts.id)],
  created: [desc(contacts.createdAt), desc(contacts.id)],
} as const;

/**
 * Both orders page by keyset (architecture: lists and pagination), each read from its index
 * (contacts_name_idx, contacts_created_idx) in its own order.
 */
const KEYSETS = {
  name: keyset('contacts:name', false, [textKey(sql`${contacts.name}`), uuidKey(sql`${contacts.id}`)]),
  created: keyset('contacts:created', true, [
    timestampKey(sql`${contacts.createdAt}`),
    uuidKey(sql`${contacts.id}`),
  ]),
} as const;

/** The kind of cursor the search's order takes. */
export const contactCursorKind = (criteria: ContactSearch): CursorKind => KEYSETS[criteria.sort];

/**
 * The one statement that fetches a page of search results (and one row more): used by the search
 * route, by the plan test (EXPLAIN) and by the benchmark, so all three measure the same SQL.
 * `after` is the sort key of a cursor: the page starts after it.
 */
export function contactSearchStatement(tx: Tx, criteria: ContactSearch, after?: string[]) {
  const keyset = KEYSETS[criteria.sort];
  const statement = tx
    .select({ ...getTableColumns(contacts), sort_key: sql<string[]>`${keyset.key}` })
    .from(contacts)
    .where(and(searchCondition(criteria), after ? keyset.after(after) : undefined))
    .orderBy(...ORDER[criteria.sort])
    .$dynamic();
  const window = keysetWindow(criteria, Boolean(after));
  return window ? statement.limit(window.limit).offset(window.offset) : statement;
}

/** The count of the search's matches, up to the cap. */
export const contactCountStatement = (criteria: ContactSearch): SQL =>
  cappedCountStatement(sql`FROM ${contacts} WHERE ${searchCondition(criteria)}`);

/**
 * A page of contacts matching the search (after `after`, a cursor's key), how many match in all
 * (capped), and the sort key of its last row when more follow.
 */
export async function searchContacts(tx: Tx, criteria: ContactSearch, after?: string[]) {
  const { rows, lastKey } = cutPage(await contactSearchStatement(tx, criteria, after), criteria);
  const total = await listTotal(criteria, rows.length, () =>
    readCappedCount(tx, contactCountStatement(criteria)),
  );
  return { items: rows.map(toContact), ...total, ...(lastKey ? { lastKey } : {}) };
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
