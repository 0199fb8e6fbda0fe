import pg from 'pg';
import { LOAD } from './measure.ts';
import type { Task } from './load-loop.ts';

/** A statement as the driver receives it: its text with `$n` placeholders, and their values. */
export interface RawStatement {
  sql: string;
  params: unknown[];
}

/**
 * The baseline of a search scenario: the statements the product's own code sent for the request
 * (BEGIN, the request role and tenant scope, the search statements, COMMIT), replayed in order on
 * one connection of a raw `pg` pool as large as the product's, and nothing else: no HTTP, no
 * token, no membership check, no validation, no row mapping, no JSON.
 */
export function rawSqlBaseline(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: LOAD.connections });
  return {
    task(statements: RawStatement[]): Task {
      return async () => {
        const client = await pool.connect();
        try {
          for (const statement of statements) await client.query(statement.sql, statement.params);
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
