import { badRequest } from '../http/problem.ts';

// Keyset paging (architecture: lists and pagination): the page after a cursor starts right after
// the last row of the page before, found through the list's index, however deep the page is. The
// cursor carries that row's sort key, the order it belongs to and the firm it was made for; it is
// checked on the way back, so a forged or foreign one answers 400 and never positions a list of
// another firm (whose rows the tenant's scope would hide anyway).

/** The order a cursor belongs to, and the form of each part of its sort key. */
export interface CursorKind {
  order: string;
  formats: readonly RegExp[];
}

export const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A timestamp to the microsecond, in UTC, as `to_char(… AT TIME ZONE 'UTC', …US"Z"')` writes it. */
export const MICROSECOND_TIMESTAMP_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Any text of at most 200 characters (a number, a name). */
export const SHORT_TEXT_FORMAT = /^[\s\S]{0,200}$/;

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

const invalid = (message: string) => badRequest(message, { 'body.cursor': [message] });

/**
 * The sort key a cursor carries, checked: made for this tenant and this list's order (`kind`;
 * undefined when the order does not page by keyset), each part in its form. Otherwise a 400 on
 * `body.cursor`.
 */
export function decodeCursor(cursor: string, tenantId: string, kind: CursorKind | undefined): string[] {
  const parts = readParts(cursor);
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string'))
    throw invalid('Ogiltig sidmarkör');
  const [tenant, order, ...key] = parts as string[];
  if (!kind || tenant !== tenantId || order !== kind.order)
    throw invalid('Sidmarkören hör inte till den här listan');
  if (key.length !== kind.formats.length || !key.every((part, index) => kind.formats[index]!.test(part)))
    throw invalid('Ogiltig sidmarkör');
  return key;
}
