import type { MessageRef } from '@syna/contracts/messages';
import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import { badRequest } from '../http/problem.ts';
import { pageOffset, type PageWindow } from './list-total.ts';

// Keyset paging (architecture: lists and pagination): the page after a cursor starts right after
// the last row of the page before, found through the list's index, however deep the page is. The
// cursor carries that row's sort key, the order it belongs to and the firm it was made for; it is
// checked on the way back, so a forged or foreign one answers 400 and never positions a list of
// another firm (whose rows the tenant's scope would hide anyway). Every list that pages (assignments,
// orders, the address book, projects, saved remarks) builds its orders, page and answer with these
// helpers.

/**
 * The form a part of a sort key must have (a RegExp is one): what passes is read back in its type
 * without an error, so a forged cursor answers 400, never a failed statement.
 */
export interface PartFormat {
  test(part: string): boolean;
}

/** The order a cursor belongs to, and the form of each part of its sort key. */
export interface CursorKind {
  order: string;
  formats: readonly PartFormat[];
}

/** A day `YYYY-MM-DD` of the calendar from year 1 (not 2025-02-30, nor year 0). */
function isCalendarDay(text: string): boolean {
  if (!/^(?!0000)\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIME_OF_DAY = '([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d';
const TIMESTAMP_PATTERN = new RegExp(`^\\d{4}-\\d{2}-\\d{2}T${TIME_OF_DAY}\\.\\d{6}Z$`);
/** A timestamp to the microsecond, in UTC, as `to_char(… AT TIME ZONE 'UTC', …US"Z"')` writes it. */
const MICROSECOND_TIMESTAMP_FORMAT: PartFormat = {
  test: (part) => TIMESTAMP_PATTERN.test(part) && isCalendarDay(part.slice(0, 10)),
};
const DATE_FORMAT: PartFormat = { test: isCalendarDay };
const TIME_FORMAT = new RegExp(`^${TIME_OF_DAY}(\\.\\d{1,6})?$`);
/** Nine digits at most: always an integer's. */
const INTEGER_FORMAT = /^-?\d{1,9}$/;
const BOOLEAN_FORMAT = /^(true|false)$/;

/** The cursor after a row with `key` in a list of `kind`, made for the tenant. */
export function encodeCursor(tenantId: string, kind: CursorKind, key: readonly string[]): string {
  return Buffer.from(JSON.stringify([tenantId, kind.order, ...key])).toString('base64url');
}

function readParts(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Where a request carries its cursor: the search's body, or the query of a GET list. */
export type CursorField = 'body.cursor' | 'query.cursor';

/**
 * The sort key a cursor carries, checked: made for this tenant and this list's order (`kind`),
 * each part in its form. Otherwise a 400 on `field` (`body.cursor`).
 */
export function decodeCursor(
  cursor: string,
  tenantId: string,
  kind: CursorKind,
  field: CursorField = 'body.cursor',
): string[] {
  const invalid = (message: MessageRef) => badRequest(message, { [field]: [message] });
  const parts = readParts(cursor);
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string'))
    throw invalid({ key: 'validation.cursor' });
  const [tenant, order, ...key] = parts as string[];
  if (tenant !== tenantId || order !== kind.order) throw invalid({ key: 'validation.cursorList' });
  if (key.length !== kind.formats.length || !key.every((part, index) => kind.formats[index]!.test(part)))
    throw invalid({ key: 'validation.cursor' });
  return key;
}

/** One column of a keyset order: written into the cursor as text, read back in its own type. */
export interface KeyColumn {
  column: SQL;
  text: SQL;
  format: PartFormat;
  value(part: string): SQL;
}

/** A timestamp column, kept to the microsecond so that rows a millisecond apart stay apart. */
export const timestampKey = (column: SQL): KeyColumn => ({
  column,
  text: sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  format: MICROSECOND_TIMESTAMP_FORMAT,
  value: (part) => sql`${part}::timestamptz`,
});

export const uuidKey = (column: SQL): KeyColumn => ({
  column,
  text: sql`${column}::text`,
  format: UUID_FORMAT,
  value: (part) => sql`${part}::uuid`,
});

/**
 * A text column; `maxLength` is the longest text the contract lets it hold (400 fits a number or a
 * name: a person's three names). PostgreSQL's text holds no NUL.
 */
export const textKey = (column: SQL, maxLength = 400): KeyColumn => ({
  column,
  text: column,
  format: new RegExp(`^[^\\0]{0,${maxLength}}$`),
  value: (part) => sql`${part}`,
});

export const dateKey = (column: SQL): KeyColumn => ({
  column,
  text: sql`to_char(${column}, 'YYYY-MM-DD')`,
  format: DATE_FORMAT,
  value: (part) => sql`${part}::date`,
});

/** A time of day; its text form (`HH:MM:SS`) does not depend on the session's DateStyle. */
export const timeKey = (column: SQL): KeyColumn => ({
  column,
  text: sql`${column}::text`,
  format: TIME_FORMAT,
  value: (part) => sql`${part}::time`,
});

export const integerKey = (column: SQL): KeyColumn => ({
  column,
  text: sql`${column}::text`,
  format: INTEGER_FORMAT,
  value: (part) => sql`${part}::integer`,
});

const booleanKey = (column: SQL): KeyColumn => ({
  column,
  text: sql`${column}::text`,
  format: BOOLEAN_FORMAT,
  value: (part) => sql`${part}::boolean`,
});

/**
 * A column that may be empty, sorted with the empty rows last in both directions: as two keys,
 * whether it is empty, then its value (`empty`, a constant of its type, where it is). A row
 * comparison never matches NULL, so the value itself cannot be a key; the index of the order
 * holds the same two expressions (see migration 0017). The value is a CASE, not coalesce():
 * under row-level security PostgreSQL takes COALESCE for leaky, and would not let the condition
 * after a cursor into the index.
 */
export function nullsLastKey(
  key: (column: SQL) => KeyColumn,
  column: SQL,
  empty: SQL,
  descending: boolean,
): KeyColumn[] {
  return [
    booleanKey(descending ? sql`(${column} IS NOT NULL)` : sql`(${column} IS NULL)`),
    key(sql`(CASE WHEN ${column} IS NULL THEN ${empty} ELSE ${column} END)`),
  ];
}

/**
 * An order that pages by keyset: `key` selects the row's sort key (text[]), `after` keeps the rows
 * that follow a key. The columns are the list's ORDER BY, all in one direction, ending on a unique
 * one; the row comparison is then one range of the index in that order.
 */
export interface Keyset extends CursorKind {
  key: SQL;
  after(key: readonly string[]): SQL;
  /** The ORDER BY of the list: the key's columns in its direction. */
  orderBy: SQL;
}

export function keyset(order: string, descending: boolean, columns: readonly KeyColumn[]): Keyset {
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  return {
    order,
    formats: columns.map((key) => key.format),
    key: sql`ARRAY[${list(columns.map((key) => key.text))}]`,
    orderBy: list(columns.map((key) => sql`${key.column} ${descending ? sql`DESC` : sql`ASC`}`)),
    after: (key) =>
      sql`(${list(columns.map((part) => part.column))}) ${descending ? sql`<` : sql`>`} (${list(
        columns.map((part, index) => part.value(key[index]!)),
      )})`,
  };
}

/**
 * The rows to read for a page: one more than the page, to tell whether another follows; after a
 * cursor, no offset. Undefined when the page is all rows.
 */
export function keysetWindow(
  paging: PageWindow,
  afterKey: boolean,
): { limit: number; offset: number } | undefined {
  if (paging.pageSize === PAGE_SIZE_ALL) return undefined;
  return { limit: paging.pageSize + 1, offset: afterKey ? 0 : pageOffset(paging) };
}

/** `keysetWindow` as SQL. */
export function keysetLimit(paging: PageWindow, afterKey: boolean): SQL {
  const window = keysetWindow(paging, afterKey);
  return window ? sql`LIMIT ${window.limit} OFFSET ${window.offset}` : sql``;
}

/** The page of rows read with `keysetLimit`, and the sort key of its last row when more follow. */
export function cutPage<Row extends { sort_key: string[] | null }>(
  rows: Row[],
  paging: PageWindow,
): { rows: Row[]; lastKey?: string[] } {
  const page = paging.pageSize === PAGE_SIZE_ALL ? rows : rows.slice(0, paging.pageSize);
  const lastKey = rows.length > page.length ? page.at(-1)?.sort_key : null;
  return lastKey ? { rows: page, lastKey } : { rows: page };
}

/**
 * A page of a list read after the search's cursor (checked against `kind`, the order's keyset),
 * answered with the cursor of the next page while rows follow.
 */
export async function pageByCursor<Page extends { lastKey?: string[] }>(
  tenantId: string,
  cursor: string | undefined,
  kind: CursorKind,
  read: (after: string[] | undefined) => Promise<Page>,
  field: CursorField = 'body.cursor',
): Promise<Omit<Page, 'lastKey'> & { nextCursor?: string }> {
  const after = cursor ? decodeCursor(cursor, tenantId, kind, field) : undefined;
  const { lastKey, ...page } = await read(after);
  return lastKey ? { ...page, nextCursor: encodeCursor(tenantId, kind, lastKey) } : page;
}
