import { sql, type SQL } from 'drizzle-orm';
import { normaliseOrganisationsnummer, normalisePersonnummer } from '@syna/contracts/swedish-identity';
import { queryRows, type Tx } from './database.ts';

// The exact path of every search (architecture: search). A text shaped like a key of a record (an
// assignment or order number, an identity number, a phone number, an e-mail address) is first
// looked up as that key, normalised as the database keeps it: an index probe of one or a few rows
// instead of a trigram search over the firm. A text may have several shapes ("0701234567" is a
// phone number, and a personnummer if its check digit fits): each is looked up, together.

/** What a text search matches by: its exact keys, or free text. */
export interface TextMatch {
  condition: SQL;
  freeText: boolean;
}

/** The keys a search text is shaped like, each in its stored form; none when it is free text. */
export interface SearchShapes {
  /** An assignment number, `YYYY-NNNN`. */
  assignmentNumber?: string;
  /** An order number, `BYYYY-NNNN`. */
  orderNumber?: string;
  /** A personnummer (`YYYYMMDD-NNNN`) or organisationsnummer (`NNNNNN-NNNN`). */
  identityNumber?: string;
  /** A Swedish phone number's digits, `+46` or `0046` written as `0` (as `phone_key` keeps them). */
  phoneDigits?: string;
  /** An e-mail address, lower-cased (as `email_key` keeps them). */
  email?: string;
}

const ASSIGNMENT_NUMBER = /^\d{4}-\d{4,}$/;
const ORDER_NUMBER = /^[Bb](\d{4}-\d{4,})$/;
const IDENTITY_NUMBER = /^(\d{6}|\d{8})[-+]?\d{4}$/;
// A phone number starts with 0 or a country code; digits, spaces, dashes and brackets between.
const PHONE_NUMBER = /^(\+|0)[\d\s\-()]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A phone number's digits as `phone_key` keeps them (migration 0083): the same two steps, a
 * leading `+46`/`0046` written as `0`, then every character but a digit dropped.
 */
export const phoneDigits = (phone: string): string =>
  phone.replace(/^\s*(\+|00)\s*46/, '0').replace(/[^0-9]/g, '');

/** The shapes of a search text; an empty object for free text. */
export function searchShapes(text: string): SearchShapes {
  const trimmed = text.trim();
  const shapes: SearchShapes = {};
  if (ASSIGNMENT_NUMBER.test(trimmed)) shapes.assignmentNumber = trimmed;
  const order = ORDER_NUMBER.exec(trimmed);
  if (order) shapes.orderNumber = `B${order[1]}`;
  if (IDENTITY_NUMBER.test(trimmed)) {
    const identity = normalisePersonnummer(trimmed) ?? normaliseOrganisationsnummer(trimmed);
    if (identity) shapes.identityNumber = identity;
  }
  if (PHONE_NUMBER.test(trimmed)) {
    const digits = phoneDigits(trimmed);
    if (digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max) shapes.phoneDigits = digits;
  }
  if (EMAIL.test(trimmed)) shapes.email = trimmed.toLowerCase();
  return shapes;
}

/** Whether the text has any shape: its search starts on the exact path. */
export const hasShape = (shapes: SearchShapes): boolean => Object.keys(shapes).length > 0;

/**
 * The condition that `keys` (a `search_keys` text[] column, GIN-indexed) holds one of the
 * shapes' identity number, phone digits or e-mail, or undefined when the text has none of them.
 * Each key is its own `@>` (leakproof, so an index condition under row-level security).
 */
export function searchKeysCondition(keys: SQL, shapes: SearchShapes): SQL | undefined {
  const values = [shapes.identityNumber, shapes.phoneDigits, shapes.email].filter(
    (value): value is string => value !== undefined,
  );
  if (values.length === 0) return undefined;
  return sql`(${sql.join(
    values.map((value) => sql`${keys} @> ARRAY[${value}]::text[]`),
    sql` OR `,
  )})`;
}

/**
 * A search's condition: the exact conditions of its shapes (on the firm's rows of `from`, e.g.
 * `inspections i`) when they find one row (an index probe), else `freeText`, so that a text
 * shaped like a key that is no key of the firm (part of a phone number) is still searched as text.
 */
export async function exactOrFreeText(tx: Tx, from: SQL, exact: SQL[], freeText: SQL): Promise<TextMatch> {
  const free = { condition: freeText, freeText: true };
  if (exact.length === 0) return free;
  const condition = sql`(${sql.join(exact, sql` OR `)})`;
  const found = await queryRows(
    tx,
    sql`SELECT 1 FROM ${from} WHERE tenant_id = app_tenant() AND ${condition} LIMIT 1`,
  );
  return found.length > 0 ? { condition, freeText: false } : free;
}
