import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { directUrlOf } from '../../config.ts';
import type {
  DatabaseDriver,
  DatabaseOptions,
  OpenedTransaction,
  OpeningRows,
  Tx,
} from './database-driver.ts';
import { acceptCommitStatements, takeCommitStatements } from './commit-statements.ts';
import { inlineParams, joinStatements } from './inline-statement.ts';
import type { DatabaseEvents } from './database-events.ts';
import { directConnectionError } from './direct-connection.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { listenWithReconnect } from './reconnecting-listener.ts';
import { IDLE_IN_TRANSACTION_TIMEOUT_MS, STATEMENT_TIMEOUT_MS } from './transaction-limits.ts';

/** An arbitrary constant: the advisory lock that keeps two starting servers from migrating at once. */
const EXCLUSIVE_LOCK_KEY = 7_413_229;
/**
 * How long a request waits for a connection before it is told the database is unavailable: while
 * the server restarts, an answer within seconds beats a request that hangs.
 */
const CONNECT_TIMEOUT_MS = 3_000;
/**
 * Direct connections per server process besides LISTEN's: the job queue's short statements, and
 * the migrations at start. Few, since they bypass the pooler whose budget the requests share.
 */
const DIRECT_POOL_SIZE = 3;

type QueryResult = pg.QueryResult | pg.QueryResult[];
const rowsOfLast = (result: QueryResult) =>
  ((Array.isArray(result) ? result.at(-1) : result)?.rows ?? []) as Record<string, unknown>[];

/**
 * A PostgreSQL server through pools of connections that survive the server restarting. Request
 * transactions connect at `url`; with an `ownerUrl`, system work connects there as the schema's
 * owner, so the request pool's login role needs no more than membership in the request role. Both
 * may go through PgBouncer in transaction mode: nothing but a transaction's own settings is relied
 * on. The work that holds a session (the migrations' advisory lock, the job queue, LISTEN) connects
 * straight to the server, at `directUrlOf(config)`.
 */
export function openPostgresDriver(
  config: {
    url: string;
    ownerUrl?: string | null;
    directUrl?: string | null;
    replicaUrl?: string | null;
    poolSize: number;
  },
  options: DatabaseOptions,
): DatabaseDriver {
  const { queryLogger: logger, events = {} } = options;
  const requestPool = openPool(config.url, config.poolSize, events);
  const ownerPool = config.ownerUrl ? openPool(config.ownerUrl, config.poolSize, events) : requestPool;
  const directUrl = directUrlOf({ kind: 'postgres', ...config });
  // Straight to the server, so the limits can be the session's: startup parameters, which
  // PgBouncer refuses, and so a direct URL that names PgBouncer fails at start, saying so.
  const directPool = openPool(directUrl, DIRECT_POOL_SIZE, events, {
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  const explained = (error: unknown) => Promise.reject(directConnectionError(error));
  const replicaPool = config.replicaUrl ? openPool(config.replicaUrl, config.poolSize, events) : null;

  // Drizzle's own pool transaction keeps the connection when BEGIN fails (a dropped connection):
  // the connection is taken here and always given back, marked broken when it is.
  const transactionOn =
    (pool: pg.Pool, begin = 'BEGIN'): OpenedTransaction =>
    async (opening, work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await openedTransaction(client, [sql.raw(begin), opening], work, logger);
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
    replicaTransaction: replicaPool && transactionOn(replicaPool, 'BEGIN READ ONLY'),
    async exclusive(work) {
      const connection = await directPool.connect().catch(explained);
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
    directQuery: async (text, values) => ({
      rows: rowsOfLast((await directPool.query(text, values).catch(explained)) as QueryResult),
    }),
    // LISTEN needs a connection of its own that stays open for the life of the subscription.
    listen: (channel, listener) => listenWithReconnect(directUrl, channel, listener, events),
    close: async () => {
      await requestPool.end();
      if (ownerPool !== requestPool) await ownerPool.end();
      await directPool.end();
      await replicaPool?.end();
    },
    dump: null,
  };
}

/** One drizzle dialect serves every transaction: it holds no state of its own. */
const dialect = new PgDialect();

/**
 * Runs `work` in a transaction on `client` whose opening (BEGIN and the opening statement) goes
 * as one text, and whose COMMIT goes with the statements waiting for it (`sendWithCommit`): a
 * request pays for no round trip of its own to BEGIN, to set its scope, or to write its events
 * row. The work gets the opening's rows and drizzle's own transaction over the client (its
 * savepoints for nested work); ROLLBACK ends it as drizzle's `transaction` would.
 */
async function openedTransaction<T>(
  client: pg.PoolClient,
  opening: SQL[],
  work: (tx: Tx, opened: OpeningRows) => Promise<T>,
  logger: Logger | undefined,
): Promise<T> {
  const session = new NodePgSession(client, dialect, undefined, { logger });
  const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
  acceptCommitStatements(tx);
  try {
    const opened = rowsOfLast(await sendWhole(client, opening, logger));
    const result = await work(tx, opened);
    await sendWhole(client, [...takeCommitStatements(tx), sql`commit`], logger);
    return result;
  } catch (error) {
    takeCommitStatements(tx);
    await tx.execute(sql`rollback`);
    throw error;
  }
}

/**
 * Sends `statements` in one message over the simple query protocol, their values written in; the
 * log sees the text with its placeholders and the values apart, as for any other statement.
 */
async function sendWhole(client: pg.PoolClient, statements: SQL[], logger: Logger | undefined) {
  const { text, params } = joinStatements(statements);
  logger?.logQuery(text, params);
  return (await client.query(inlineParams(text, params))) as QueryResult;
}

function openPool(
  url: string,
  size: number,
  events: DatabaseEvents,
  sessionLimits: Pick<pg.PoolConfig, 'statement_timeout' | 'idle_in_transaction_session_timeout'> = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...sessionLimits,
  });
  // A connection that drops (the server restarts) emits 'error', which without a listener ends
  // the process: also while a request holds it between statements, when the pool does not
  // listen. Each connection gets a listener of its own; the request's next statement fails
  // (answered 503) and the pool replaces the connection.
  pool.on('connect', (client) => client.on('error', (error) => events.connectionLost?.(error)));
  pool.on('error', () => undefined);
  return pool;
}
