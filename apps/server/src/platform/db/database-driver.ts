import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { DatabaseEvents } from './database-events.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repositories take one and never open their own. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of a transaction's opening statement. */
export type OpeningRows = Record<string, unknown>[];

/** A transaction whose first statement, `opening`, is sent with its BEGIN where the driver can. */
export type OpenedTransaction = <T>(
  opening: SQL,
  work: (tx: Tx, opened: OpeningRows) => Promise<T>,
) => Promise<T>;

/** Runs a multi-statement script on one connection and returns the rows of its last statement. */
export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;
/** One statement with parameters, or a parameterless script (rows of its last statement). */
export type OwnerQuery = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** What `Database.open` may be given besides the connection settings. */
export interface DatabaseOptions {
  /** Sees every statement sent, with its parameters (the benchmarks replay them). */
  queryLogger?: Logger;
  events?: DatabaseEvents;
}

/**
 * Hears a channel's notifications. `unsubscribed` runs when the subscription's connection drops and
 * `resubscribed` when it is back: notifications sent in between are lost, so the listener catches up.
 */
export interface Listener {
  notified(payload: string): void;
  unsubscribed?(): void;
  resubscribed?(): void;
}

/** What the embedded database and a PostgreSQL server each provide to `Database`. */
export interface DatabaseDriver {
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction on one connection, which `opening` (the role, the scope, the
   * limits) starts; `work` gets the rows it returned. The connection is returned however it ends.
   * The connection may be shared by a pooler between transactions: `opening` sets what the work
   * needs transaction-locally.
   */
  transaction: OpenedTransaction;
  /** The same as the schema's owner (the same connection as requests where one role serves both). */
  ownerTransaction: OpenedTransaction;
  /**
   * Runs `work` in one read-only transaction on the streaming standby (DATABASE_REPLICA_URL); null
   * without one. It sees the primary's commits only once the standby has replayed them.
   */
  replicaTransaction: OpenedTransaction | null;
  /** Holds one direct connection under a database-wide lock (migrations, one-time seeding). */
  exclusive<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T>;
  ownerQuery: OwnerQuery;
  /** `ownerQuery` on a connection straight to the server, never a pooler's. */
  directQuery: OwnerQuery;
  /** On a direct connection of its own. */
  listen(channel: string, handler: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** A copy of the data folder; the embedded database only. */
  dump: (() => Promise<Blob>) | null;
}
