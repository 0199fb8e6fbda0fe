import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, DatabaseDriver, DatabaseOptions } from './database-driver.ts';
import type { DatabaseEvents } from './database-events.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { listenWithReconnect } from './reconnecting-listener.ts';

/** An arbitrary constant: the advisory lock that keeps two starting servers from migrating at once. */
const EXCLUSIVE_LOCK_KEY = 7_413_229;
/**
 * How long a request waits for a connection before it is told the database is unavailable: while
 * the server restarts, an answer within seconds beats a request that hangs.
 */
const CONNECT_TIMEOUT_MS = 3_000;
/** No statement may hold a connection for longer (a request has long been answered by then). */
const STATEMENT_TIMEOUT_MS = 30_000;
/** A transaction left open without work (a stalled client, a bug) is ended by the server. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

type QueryResult = pg.QueryResult | pg.QueryResult[];
const rowsOfLast = (result: QueryResult) =>
  ((Array.isArray(result) ? result.at(-1) : result)?.rows ?? []) as Record<string, unknown>[];

/**
 * A PostgreSQL server through pools of connections that survive the server restarting. Request
 * transactions connect at `url`; with an `ownerUrl`, everything else (system work, migrations, the
 * job queue, LISTEN) connects there as the schema's owner, so the request pool's login role needs
 * no more than membership in the request role.
 */
export function openPostgresDriver(
  config: { url: string; ownerUrl?: string | null; poolSize: number },
  options: DatabaseOptions,
): DatabaseDriver {
  const { queryLogger: logger, events = {} } = options;
  const requestPool = openPool(config.url, config.poolSize, events);
  const ownerUrl = config.ownerUrl ?? config.url;
  const ownerPool = config.ownerUrl ? openPool(ownerUrl, config.poolSize, events) : requestPool;

  // Drizzle's own pool transaction keeps the connection when BEGIN fails (a dropped connection):
  // the connection is taken here and always given back, marked broken when it is.
  const transactionOn =
    (pool: pg.Pool): DatabaseDriver['transaction'] =>
    async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await (drizzle(client, { logger }) as unknown as Db).transaction(work);
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    };

  return {
    kind: 'postgres',
    transaction: transactionOn(requestPool),
    ownerTransaction: transactionOn(ownerPool),
    async exclusive(work) {
      const connection = await ownerPool.connect();
      try {
        await connection.query(`SELECT pg_advisory_lock(${EXCLUSIVE_LOCK_KEY})`);
        // Migrations may build indexes over many rows: the request-sized statement limit is lifted.
        await connection.query('SET statement_timeout = 0');
        return await work(async (script) => rowsOfLast((await connection.query(script)) as QueryResult));
      } finally {
        await connection
          .query(`SELECT pg_advisory_unlock(${EXCLUSIVE_LOCK_KEY}); RESET statement_timeout`)
          .catch(() => undefined);
        connection.release();
      }
    },
    ownerQuery: async (text, values) => ({
      rows: rowsOfLast((await ownerPool.query(text, values)) as QueryResult),
    }),
    // LISTEN needs a connection of its own that stays open for the life of the subscription.
    listen: (channel, listener) => listenWithReconnect(ownerUrl, channel, listener, events),
    close: async () => {
      await requestPool.end();
      if (ownerPool !== requestPool) await ownerPool.end();
    },
    dump: null,
  };
}

function openPool(url: string, size: number, events: DatabaseEvents): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // A connection that drops (the server restarts) emits 'error', which without a listener ends
  // the process: also while a request holds it between statements, when the pool does not
  // listen. Each connection gets a listener of its own; the request's next statement fails
  // (answered 503) and the pool replaces the connection.
  pool.on('connect', (client) => client.on('error', (error) => events.connectionLost?.(error)));
  pool.on('error', () => undefined);
  return pool;
}
