import pg from 'pg';
import { LOAD } from './measure.ts';
import type { Task } from './load-loop.ts';

/** A statement as the driver receives it: its text with `$n` placeholders, and their values. */
export interface RawStatement {
  sql: string;
  params: unknown[];
  /** For a write, the rows (arrays of values) the statement returned when it was recorded. */
  returned?: unknown[][];
}

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
 * The rows of a statement's answer: of its last part where the text held several (BEGIN and the
 * transaction's opening statement, sent in one message).
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
            const result = await client.query({ text: statement.sql, values: params, rowMode: 'array' });
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
