import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

const dialect = new PgDialect();

/** Several statements as one text and its parameters, the placeholders numbered through. */
export interface JoinedStatements {
  text: string;
  params: unknown[];
}

/**
 * `statements` joined into one text, each statement's placeholders renumbered after the ones
 * before it: what the log shows (never the values) and what `inlineParams` turns into the text sent.
 */
export function joinStatements(statements: SQL[]): JoinedStatements {
  const params: unknown[] = [];
  const texts = statements.map((statement) => {
    const query = dialect.sqlToQuery(statement);
    const offset = params.length;
    params.push(...query.params);
    return offset === 0
      ? query.sql
      : query.sql.replace(/\$(\d+)/g, (_placeholder, position: string) => `$${Number(position) + offset}`);
  });
  return { text: texts.join('; '), params };
}

/**
 * A value as an SQL literal, quoted as a parameter's text is sent (of no type, so the server reads
 * it as the parameter's): `E'…'` quoting, pg's own, holds whatever the text contains.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (['string', 'number', 'bigint', 'boolean'].includes(typeof value)) {
    return pg.escapeLiteral(String(value as string | number | bigint | boolean));
  }
  // Drizzle hands the driver JSON and dates as text already: anything else (an array, an object)
  // would be written in as something other than what a parameter carries.
  throw new TypeError(`no literal for a parameter of type ${typeof value}`);
}

/**
 * A text with its values written in as literals, for the simple query protocol, which alone takes
 * several statements in one message (and so one round trip) but no parameters. The statements'
 * own texts come from drizzle, where a `$` outside a placeholder does not occur; the values are
 * written in one pass, so a value holding `$1` is never read as a placeholder.
 */
export function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_placeholder, position: string) => literal(params[Number(position) - 1]));
}
