import { sql } from 'drizzle-orm';
import type { DatabaseConfig } from '../../config.ts';
import type {
  Db,
  DatabaseDriver,
  DatabaseOptions,
  Listener,
  OwnerQuery,
  ScriptRunner,
  Tx,
} from './database-driver.ts';
import { openPgliteDriver } from './pglite-driver.ts';
import { openPostgresDriver } from './postgres-driver.ts';

export type { Db, DatabaseOptions, Listener, OwnerQuery, ScriptRunner, Tx };

/**
 * The role every request transaction switches to; it is subject to row-level security. The
 * connecting role must be a member of it: the owner, or (the least-privilege set-up) a login role
 * that is a member of it and nothing else.
 */
export const REQUEST_ROLE = 'syna_app';

/**
 * The role a partner's request switches to once its caller is known (migration 0027): it reads
 * only what the firm in `app.partner_tenant` shares with the caller.
 */
export const PARTNER_ROLE = 'syna_partner';

/**
 * Who a request transaction runs for: a tenant and its caller, by user id or (while resolving) the
 * issuer and subject of their token.
 */
export interface TenantScope {
  tenantId: string;
  userId?: string | null;
  identity?: { issuer: string; subject: string } | null;
}

/**
 * The one way to reach the database. Request work goes through `withTenant` or `withUser`,
 * which run as the restricted role with the scope set transaction-locally; `asSystem` is for
 * identity resolution, organisation bootstrap, seeding and migrations only.
 */
export class Database {
  private constructor(private readonly driver: DatabaseDriver) {}

  static async open(config: DatabaseConfig, options: DatabaseOptions = {}): Promise<Database> {
    return new Database(
      config.kind === 'pglite'
        ? await openPgliteDriver(config, options)
        : openPostgresDriver(config, options),
    );
  }

  get kind(): DatabaseConfig['kind'] {
    return this.driver.kind;
  }

  /** Runs `work` in one transaction as the request role, scoped to a tenant (and user). */
  withTenant<T>(scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.driver.transaction(async (tx) => {
      await enterScope(tx, scope.tenantId, scope.userId ?? '', scope.identity ?? { issuer: '', subject: '' });
      return work(tx);
    });
  }

  /** Runs `work` as the request role for a signed-in user outside any tenant (their own accounts). */
  withUser<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.driver.transaction(async (tx) => {
      await enterScope(tx, '', userId, { issuer: '', subject: '' });
      return work(tx);
    });
  }

  /**
   * Privileged work that must see across tenants, as the schema's owner. Callers are few and named
   * in docs/ARCHITECTURE.md.
   */
  asSystem<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.driver.ownerTransaction(work);
  }

  /** Holds one connection under a database-wide lock, for migrations and one-time seeding. */
  exclusive<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T> {
    return this.driver.exclusive(work);
  }

  /**
   * Runs SQL as the connecting (owner) role on a connection of its own, outside every request
   * transaction: for the job queue, whose schema is the server's and not tenant data.
   */
  ownerSql(text: string, values: unknown[] = []): Promise<{ rows: Record<string, unknown>[] }> {
    return this.driver.ownerQuery(text, values);
  }

  listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    return this.driver.listen(channel, listener);
  }

  /** A copy of an embedded database's data folder (test templates, backups). */
  dumpDataDir(): Promise<Blob> {
    if (!this.driver.dump) throw new Error('Only an embedded (PGlite) database can be dumped');
    return this.driver.dump();
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

/**
 * Switches the transaction to the request role and sets its scope, in one round trip.
 * `set_config('role', …, true)` is `SET LOCAL ROLE`; every setting ends with the transaction.
 */
async function enterScope(
  tx: Tx,
  tenantId: string,
  userId: string,
  identity: { issuer: string; subject: string },
): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('role', ${REQUEST_ROLE}, true),
               set_config('app.tenant_id', ${tenantId}, true),
               set_config('app.user_id', ${userId}, true),
               set_config('app.issuer', ${identity.issuer}, true),
               set_config('app.subject', ${identity.subject}, true)`,
  );
}

/**
 * Turns a request transaction into a partner's of `tenantId`: the partner role, no tenant of its
 * own (the firm's policies admit nothing), the firm as the partner tenant; the caller stays.
 */
export async function enterPartnerScope(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('role', ${PARTNER_ROLE}, true),
               set_config('app.tenant_id', '', true),
               set_config('app.partner_tenant', ${tenantId}, true)`,
  );
}

/** The tenant the transaction works in (`app_tenant()`), or null outside any. */
export async function scopedTenant(tx: Tx): Promise<string | null> {
  const [row] = await queryRows<{ tenant: string | null }>(tx, sql`SELECT app_tenant() AS tenant`);
  return row?.tenant ?? null;
}

/** Rows of a raw `tx.execute(sql...)` call, whichever driver ran it. */
export async function queryRows<T>(tx: Tx | Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
