import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  Database,
  queryRows,
  type TenantScope,
  type Tx,
} from '../../apps/server/src/platform/db/database.ts';
import { resolveCaller } from '../../apps/server/src/modules/tenancy/tenant-context.service.ts';
import { lastRows, loggedStatement, type RawStatement } from './raw-sql-task.ts';
import { BIG_FIRM } from './seed-data.ts';

/**
 * Records the statements the product's own code sends the database for one unit of work, through
 * the query logger of `Database.open`, so that a baseline replays exactly the product's SQL and
 * not a copy of it. The work runs in `Database.withTenant` with the given scope, as a request's
 * does, so the recording holds BEGIN with the request role and tenant scope (one text, as the
 * product sends them to a PostgreSQL server), the work and COMMIT (with the events row of a write).
 */
export async function statementRecorder(databaseUrl: string) {
  let recording: RawStatement[] = [];
  const database = await Database.open(
    { kind: 'postgres', url: databaseUrl, poolSize: 1 },
    { queryLogger: { logQuery: (query, params) => recording.push(loggedStatement(query, params)) } },
  );
  return {
    database,
    /**
     * Records `work`. With `keepReturned`, every statement also keeps the rows it returned, so
     * that a replay of writes can put the keys its own statements return where the recording
     * sent the recorded ones (see `rawSqlBaseline`).
     */
    async record(
      scope: TenantScope,
      work: (tx: Tx) => Promise<unknown>,
      options: { keepReturned?: boolean } = {},
    ): Promise<RawStatement[]> {
      recording = [];
      const run = () => database.withTenant(scope, work);
      if (!options.keepReturned) {
        await run();
        return recording;
      }
      const returned = await keepingReturnedRows(run);
      if (returned.length !== recording.length) throw new Error('a statement was sent without the logger');
      return recording.map((statement, index) => ({ ...statement, returned: returned[index] }));
    },
    close: () => database.close(),
  };
}

/**
 * Runs `work` while the `pg` driver hands every statement's rows to a list too: the logger sees
 * only what is sent. Rows come as arrays of values (drizzle's array mode) or as objects; both are
 * kept as arrays of values, in column order.
 */
async function keepingReturnedRows(work: () => Promise<unknown>): Promise<unknown[][][]> {
  const returned: unknown[][][] = [];
  const query = pg.Client.prototype.query;
  const asValues = (rows: unknown[]) =>
    rows.map((row) => (Array.isArray(row) ? row : Object.values(row as Record<string, unknown>)));
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const pending = (query as (...args: unknown[]) => unknown).apply(this, args);
    if (!(pending instanceof Promise)) return pending;
    return pending.then((result: pg.QueryResult | pg.QueryResult[]) => {
      returned.push(asValues(lastRows(result)));
      return result;
    });
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return returned;
}

/**
 * A signed-in member of a firm (the big firm unless said) as a request knows them: the scope of
 * its tenant transaction and the caller the route's access wall resolves before the handler runs
 * (which the baseline leaves out).
 */
export async function memberOf(database: Database, email: string, tenantId = BIG_FIRM) {
  const identity = await identityOf(database, email);
  const scope = { tenantId, identity };
  const caller = await database.withTenant(scope, (tx) =>
    resolveCaller(tx, { issuer: identity.issuer, sub: identity.subject }),
  );
  if (!caller) throw new Error(`${email} is no user of ${tenantId}`);
  return { scope, caller };
}

/** The issuer and subject of a signed-in user: the product scopes its request transactions with them. */
export async function identityOf(
  database: Database,
  email: string,
): Promise<{ issuer: string; subject: string }> {
  const [user] = await database.asSystem((tx) =>
    queryRows<{ issuer: string; sub: string }>(tx, sql`SELECT issuer, sub FROM users WHERE email = ${email}`),
  );
  if (!user) throw new Error(`no user ${email}`);
  return { issuer: user.issuer, subject: user.sub };
}
