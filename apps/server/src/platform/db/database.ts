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
import { queryRows } from './query-rows.ts';
import { ReplicaReads } from './replica-reads.ts';
import { transactionLimits } from './transaction-limits.ts';

export type { Db, DatabaseOptions, Listener, OwnerQuery, ScriptRunner, Tx };
export { queryRows };

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
 * Who a request transaction runs for: a tenant and its caller, by user id or (while resolving) by
 * the issuer and subject of their token, with the user id they had when last resolved, if known.
 */
export interface TenantScope {
  tenantId: string;
  userId?: string | null;
  identity?: { issuer: string; subject: string } | null;
}

/**
 * The versions of the scoped tenant and of the user (`data_version`, migrations 0014 and 0085), as
 * the scope statement read them in the transaction; null for a row that does not exist (the user:
 * or that no longer belongs to the scope's issuer and subject).
 */
export interface ScopeVersions {
  tenant: number | null;
  user: number | null;
}

const NO_IDENTITY = { issuer: '', subject: '' };

/**
 * The one way to reach the database. Request work goes through `withTenant` or `withUser`,
 * which run as the restricted role with the scope set transaction-locally; `asSystem` is for
 * identity resolution, organisation bootstrap, seeding and migrations only.
 */
export class Database {
  /** The standby's reads; null without DATABASE_REPLICA_URL. */
  private readonly replica: ReplicaReads | null;

  private constructor(
    private readonly driver: DatabaseDriver,
    options: DatabaseOptions,
  ) {
    const { replicaTransaction } = driver;
    this.replica = replicaTransaction && new ReplicaReads(replicaTransaction, options.events ?? {});
  }

  static async open(config: DatabaseConfig, options: DatabaseOptions = {}): Promise<Database> {
    return new Database(
      config.kind === 'pglite'
        ? await openPgliteDriver(config, options)
        : openPostgresDriver(config, options),
      options,
    );
  }

  get kind(): DatabaseConfig['kind'] {
    return this.driver.kind;
  }

  /**
   * Runs `work` in one transaction as the request role, scoped to a tenant (and user). A scope with
   * an identity also reads the versions of the tenant and of the user `userId` names (see
   * `ScopeVersions`), in the same statement.
   */
  withTenant<T>(
    scope: TenantScope,
    work: (tx: Tx, versions: ScopeVersions | null) => Promise<T>,
  ): Promise<T> {
    const settings = {
      tenantId: scope.tenantId,
      userId: scope.userId ?? '',
      identity: scope.identity ?? NO_IDENTITY,
    };
    if (!scope.identity) return this.driver.transaction(scopeStatement(settings), (tx) => work(tx, null));
    return this.driver.transaction(scopeWithVersionsStatement(settings), (tx, [row]) =>
      work(tx, { tenant: versionOf(row?.tenant_version), user: versionOf(row?.user_version) }),
    );
  }

  /** True when a standby (DATABASE_REPLICA_URL) may answer reads (`onReplica`). */
  get hasReplica(): boolean {
    return this.replica !== null;
  }

  /**
   * Runs `work`, which only reads, on the standby as `withTenant` would on the primary (the request
   * role, the scope set transaction-locally, so row-level security applies alike), when the
   * standby has replayed the WAL position `after` (the caller's last write; null for none). Null
   * when there is no standby, it is behind or it does not answer: the caller reads on the primary.
   */
  onReplica<T>(
    scope: TenantScope,
    after: string | null,
    work: (tx: Tx) => Promise<T>,
  ): Promise<{ answer: T } | null> {
    if (!this.replica) return Promise.resolve(null);
    const settings = {
      tenantId: scope.tenantId,
      userId: scope.userId ?? '',
      identity: scope.identity ?? NO_IDENTITY,
    };
    return this.replica.read(scopeSettings(settings), after, work);
  }

  /**
   * The primary's WAL position now: read after a commit, the standby has that commit once it has
   * replayed this far. Null without a standby, where nobody needs it.
   */
  async writePosition(): Promise<string | null> {
    if (!this.replica) return null;
    const { rows } = await this.driver.ownerQuery('SELECT pg_current_wal_insert_lsn()::text AS position', []);
    return (rows[0]?.position as string | undefined) ?? null;
  }

  /** Runs `work` as the request role for a signed-in user outside any tenant (their own accounts). */
  withUser<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.driver.transaction(scopeStatement({ tenantId: '', userId, identity: NO_IDENTITY }), (tx) =>
      work(tx),
    );
  }

  /**
   * Privileged work that must see across tenants, as the schema's owner. Callers are few and named
   * in docs/ARCHITECTURE.md.
   */
  asSystem<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.driver.ownerTransaction(sql`SELECT ${transactionLimits}`, (tx) => work(tx));
  }

  /** Holds one connection under a database-wide lock, for migrations and one-time seeding. */
  exclusive<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T> {
    return this.driver.exclusive(work);
  }

  /**
   * Runs SQL as the connecting (owner) role on a connection of its own, outside every request
   * transaction: for the rate counters (`platform/limits/rate-counter.ts`), whose table is the
   * server's and not tenant data. One statement (or a script in one transaction of its own): the
   * connection may be PgBouncer's in transaction mode.
   */
  ownerSql(text: string, values: unknown[] = []): Promise<{ rows: Record<string, unknown>[] }> {
    return this.driver.ownerQuery(text, values);
  }

  /**
   * `ownerSql` on a connection straight to PostgreSQL (`DATABASE_DIRECT_URL`), for the job queue:
   * its start-up and upkeep hold locks in long transactions that must not take the few connections
   * a pooler shares among the requests.
   */
  directSql(text: string, values: unknown[] = []): Promise<{ rows: Record<string, unknown>[] }> {
    return this.driver.directQuery(text, values);
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

interface Settings {
  tenantId: string;
  userId: string;
  identity: { issuer: string; subject: string };
}

/**
 * The request role, the scope and the transaction's limits, set transaction-locally:
 * `set_config('role', …, true)` is `SET LOCAL ROLE`; every setting ends with the transaction, so a
 * pooled server connection that another firm's request gets next carries none of them.
 */
const scopeSettings = ({ tenantId, userId, identity }: Settings) =>
  sql`set_config('role', ${REQUEST_ROLE}, true),
      set_config('app.tenant_id', ${tenantId}, true),
      set_config('app.user_id', ${userId}, true),
      set_config('app.issuer', ${identity.issuer}, true),
      set_config('app.subject', ${identity.subject}, true),
      ${transactionLimits}`;

/** The statement that switches the transaction to the request role and sets its scope. */
const scopeStatement = (settings: Settings) => sql`SELECT ${scopeSettings(settings)}`;

const versionOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * `scopeStatement` for a signed-in caller that also answers the versions a kept caller is checked
 * against: still the one statement the transaction opens with. The versions are read as the owner
 * (`app_caller_versions`), so the role switching in the same statement does not matter.
 */
function scopeWithVersionsStatement(settings: Settings) {
  const { tenantId, userId, identity } = settings;
  return sql`SELECT ${scopeSettings(settings)}, versions.tenant_version, versions.user_version
               FROM app_caller_versions(${tenantId}, ${userId || null}, ${identity.issuer}, ${identity.subject}) AS versions`;
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
