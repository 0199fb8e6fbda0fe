import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { DatabaseConfig } from '../../config.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repositories take one and never open their own. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The role every request transaction switches to; it is subject to row-level security. */
export const REQUEST_ROLE = 'syna_app';

/** Who a request transaction runs for: a tenant and its caller, by user id or (while resolving) subject. */
export interface TenantScope {
  tenantId: string;
  userId?: string | null;
  subject?: string | null;
}

type NotifyHandler = (payload: string) => void;
/** Runs a multi-statement script on one connection and returns the rows of its last statement. */
export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;
type ExclusiveSession = <T>(work: (run: ScriptRunner) => Promise<T>) => Promise<T>;
/** One statement with parameters, or a parameterless script (rows of its last statement). */
export type OwnerQuery = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** An arbitrary constant: the advisory lock that keeps two starting servers from migrating at once. */
const EXCLUSIVE_LOCK_KEY = 7_413_229;

/**
 * The one way to reach the database. Request work goes through `withTenant` or `withUser`,
 * which run as the restricted role with the scope set transaction-locally; `asSystem` is for
 * identity resolution, organisation bootstrap, seeding and migrations only.
 */
export class Database {
  private constructor(
    readonly db: Db,
    private readonly exclusiveSession: ExclusiveSession,
    private readonly subscribe: (channel: string, handler: NotifyHandler) => Promise<() => Promise<void>>,
    private readonly shutdown: () => Promise<void>,
    readonly kind: DatabaseConfig['kind'],
    private readonly ownerQuery: OwnerQuery,
    private readonly dumper: (() => Promise<Blob>) | null = null,
  ) {}

  /** `logger` sees every statement sent, with its parameters (the benchmarks replay them). */
  static async open(config: DatabaseConfig, logger?: Logger): Promise<Database> {
    if (config.kind === 'pglite') {
      if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
      // The extensions the migrations create must be loaded into the embedded server.
      const extensions = { pg_trgm, btree_gin };
      const client = config.loadDump
        ? new PGlite({ loadDataDir: config.loadDump, extensions })
        : new PGlite({ dataDir: config.dataDir ?? undefined, extensions });
      await client.waitReady;
      return new Database(
        drizzlePglite(client, { logger }) as unknown as Db,
        // PGlite is one session in one process: holding it is already exclusive.
        async (work) =>
          work(async (script) => {
            const results = await client.exec(script);
            return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
          }),
        async (channel, handler) => client.listen(channel, handler),
        () => client.close(),
        'pglite',
        // PGlite's query and exec wait for an open transaction to end, so they never run inside one.
        async (text, values) => {
          if (values.length > 0) return client.query<Record<string, unknown>>(text, values);
          return { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] };
        },
        () => client.dumpDataDir('gzip') as Promise<Blob>,
      );
    }
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
    return new Database(
      drizzlePostgres(pool, { logger }) as unknown as Db,
      async (work) => {
        const connection = await pool.connect();
        try {
          await connection.query(`SELECT pg_advisory_lock(${EXCLUSIVE_LOCK_KEY})`);
          return await work(async (script) => {
            const result = (await connection.query(script)) as pg.QueryResult | pg.QueryResult[];
            const last = Array.isArray(result) ? result.at(-1) : result;
            return (last?.rows ?? []) as Record<string, unknown>[];
          });
        } finally {
          await connection.query(`SELECT pg_advisory_unlock(${EXCLUSIVE_LOCK_KEY})`).catch(() => undefined);
          connection.release();
        }
      },
      async (channel, handler) => {
        // LISTEN needs a connection of its own that stays open for the life of the subscription.
        const listener = new pg.Client({ connectionString: config.url });
        await listener.connect();
        listener.on('notification', (message) => handler(message.payload ?? ''));
        await listener.query(`LISTEN ${quoteIdentifier(channel)}`);
        return async () => {
          await listener.end();
        };
      },
      () => pool.end(),
      'postgres',
      async (text, values) => {
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      },
    );
  }

  /** Runs `work` in one transaction as the request role, scoped to a tenant (and user). */
  withTenant<T>(scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await enterScope(tx, scope.tenantId, scope.userId ?? '', scope.subject ?? '');
      return work(tx);
    });
  }

  /** Runs `work` as the request role for a signed-in user outside any tenant (their own accounts). */
  withUser<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await enterScope(tx, '', userId, '');
      return work(tx);
    });
  }

  /** Privileged work that must see across tenants. Callers are few and named in docs/ARCHITECTURE.md. */
  asSystem<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Holds one connection under a database-wide lock, for migrations and one-time seeding. */
  exclusive<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T> {
    return this.exclusiveSession(work);
  }

  /**
   * Runs SQL as the connecting (owner) role on a connection of its own, outside every request
   * transaction: for the job queue, whose schema is the server's and not tenant data.
   */
  ownerSql(text: string, values: unknown[] = []): Promise<{ rows: Record<string, unknown>[] }> {
    return this.ownerQuery(text, values);
  }

  listen(channel: string, handler: NotifyHandler): Promise<() => Promise<void>> {
    return this.subscribe(channel, handler);
  }

  /** A copy of an embedded database's data folder (test templates, backups). */
  dumpDataDir(): Promise<Blob> {
    if (!this.dumper) throw new Error('Only an embedded (PGlite) database can be dumped');
    return this.dumper();
  }

  close(): Promise<void> {
    return this.shutdown();
  }
}

/**
 * Switches the transaction to the request role and sets its scope, in one round trip.
 * `set_config('role', …, true)` is `SET LOCAL ROLE`; every setting ends with the transaction.
 */
async function enterScope(tx: Tx, tenantId: string, userId: string, subject: string): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('role', ${REQUEST_ROLE}, true),
               set_config('app.tenant_id', ${tenantId}, true),
               set_config('app.user_id', ${userId}, true),
               set_config('app.subject', ${subject}, true)`,
  );
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Rows of a raw `tx.execute(sql...)` call, whichever driver ran it. */
export async function queryRows<T>(tx: Tx | Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
