import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

const dialect = new PgDialect();

/** A value as an SQL literal: `E'…'` quoting (pg's own) holds whatever the text contains. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return pg.escapeLiteral(String(value));
}

/**
 * `statement` as one text with its values written in as literals, for the simple query protocol,
 * which alone takes several statements in one message (and so one round trip) but no parameters.
 * Only for the transaction's opening statement, whose values are ids and settings the server
 * itself chose: every other statement keeps its parameters.
 */
export function inlineStatement(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // One pass over the statement's own text: a value holding `$1` is never read as a placeholder.
  return text.replace(/\$(\d+)/g, (_placeholder, position: string) => literal(params[Number(position) - 1]));
}
