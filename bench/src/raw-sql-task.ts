import pg from 'pg';
import { inlineParams } from '../../apps/server/src/platform/db/inline-statement.ts';
import { LOAD } from './measure.ts';
import type { Task } from './load-loop.ts';

/** A statement as the driver receives it: its text with `$n` placeholders, and their values. */
export interface RawStatement {
  sql: string;
  params: unknown[];
  /** For a write, the rows (arrays of values) the statement returned when it was recorded. */
  returned?: unknown[][];
  /**
   * Sent as one message over the simple query protocol with its values written in (BEGIN with
   * the opening statement, the statements sent with COMMIT), as the product's driver sends it.
   */
  whole?: boolean;
}

/** The texts the product's driver sends whole: BEGIN with its opening, and COMMIT with what waits for it. */
const SENT_WHOLE = /^\s*begin\b|;\s*commit\s*$/i;

/** A statement as the query logger saw it, marked when the driver sent it whole. */
export const loggedStatement = (text: string, params: unknown[]): RawStatement =>
  SENT_WHOLE.test(text) ? { sql: text, params, whole: true } : { sql: text, params };

/** The query to send for `statement` with `params`: whole, as the product's driver sent it, or with parameters. */
export const queryOf = (statement: RawStatement, params: unknown[]): pg.QueryArrayConfig =>
  statement.whole
    ? { text: inlineParams(statement.sql, params), rowMode: 'array' }
    : { text: statement.sql, values: params, rowMode: 'array' };

/**
 * The shortest returned value the replay carries forward: ids and the order counter are longer,
 * while shorter values (counts, flags, positions) could stand for anything inside a later text.
 */
const SHORTEST_CARRIED_VALUE = 6;

const carriable = (value: unknown): value is string | number =>
  (typeof value === 'string' || typeof value === 'number') && String(value).length >= SHORTEST_CARRIED_VALUE;

/**
 * What a recorded write's replay learns from one statement: each long value the recording got
 * back, paired with what the replay got back in its place (a new id, the next order number).
 */
export function learn(carried: Map<string, string>, recorded: unknown[][], replayed: unknown[][]): void {
  recorded.forEach((row, rowIndex) =>
    row.forEach((value, column) => {
      const now = replayed[rowIndex]?.[column];
      if (carriable(value) && carriable(now) && String(value) !== String(now)) {
        carried.set(String(value), String(now));
      }
    }),
  );
}

/** A recorded parameter with every value the replay has carried forward put in its place. */
export function carriedInto(carried: Map<string, string>, param: unknown): unknown {
  if (carried.size === 0 || !carriable(param)) return param;
  let text = String(param);
  for (const [recorded, replayed] of carried) text = text.replaceAll(recorded, replayed);
  return typeof param === 'number' ? Number(text) : text;
}

/**
 * The rows of a statement's answer: of its last part where the text held several (sent whole).
 */
export const lastRows = (result: pg.QueryResult | pg.QueryResult[]): unknown[] =>
  (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [];

/**
 * The baseline of an SQL scenario: the statements the product's own code sent for the request
 * (BEGIN with the request role and tenant scope, the work, COMMIT), replayed in order on one
 * connection of a raw `pg` pool as large as the product's, and nothing else: no HTTP, no token,
 * no membership check, no validation, no row mapping, no JSON. A write cannot send the recorded
 * keys again (the order number is unique, the order's id names a stored order), so where a
 * statement returned values in the recording, later parameters get the values the replay's own
 * statement returned instead, as the product passes them on.
 */
export function rawSqlBaseline(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: LOAD.connections });
  return {
    task(statements: RawStatement[]): Task {
      return async () => {
        const carried = new Map<string, string>();
        const client = await pool.connect();
        try {
          for (const statement of statements) {
            const params = statement.params.map((param) => carriedInto(carried, param));
            const result = await client.query(queryOf(statement, params));
            if (statement.returned) learn(carried, statement.returned, lastRows(result) as unknown[][]);
          }
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      };
    },
    close: () => pool.end(),
  };
}
