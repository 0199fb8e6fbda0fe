import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db, DatabaseDriver, DatabaseOptions, OpenedTransaction } from './database-driver.ts';
import { acceptCommitStatements, takeCommitStatements } from './commit-statements.ts';
import { queryRows } from './query-rows.ts';

/** The embedded database (PGlite): one session in this process, in a folder or in memory. */
export async function openPgliteDriver(
  config: { dataDir: string | null; loadDump?: Blob },
  options: DatabaseOptions,
): Promise<DatabaseDriver> {
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // The extensions the migrations create must be loaded into the embedded server.
  const extensions = { pg_trgm, btree_gin };
  const client = config.loadDump
    ? new PGlite({ loadDataDir: config.loadDump, extensions })
    : new PGlite({ dataDir: config.dataDir ?? undefined, extensions });
  await client.waitReady;
  const db = drizzle(client, { logger: options.queryLogger }) as unknown as Db;
  // PGlite's query and exec wait for an open transaction to end, so they never run inside one.
  const query = async (text: string, values: unknown[]) => {
    if (values.length > 0) return client.query<Record<string, unknown>>(text, values);
    return { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  // In-process, a statement costs no round trip: BEGIN and the opening, and the statements waiting
  // for COMMIT and the COMMIT, are sent one after the other.
  const transaction: OpenedTransaction = (opening, work) =>
    db.transaction(async (tx) => {
      acceptCommitStatements(tx);
      const result = await work(tx, await queryRows(tx, opening));
      for (const statement of takeCommitStatements(tx)) await tx.execute(statement);
      return result;
    });
  return {
    kind: 'pglite',
    transaction,
    // One session, as its superuser: request transactions switch to the request role themselves.
    ownerTransaction: transaction,
    replicaTransaction: null,
    // One session in one process: holding it is already exclusive.
    exclusive: async (work) =>
      work(async (script) => {
        const results = await client.exec(script);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      }),
    ownerQuery: query,
    // No pooler stands between: the one session is as direct as it gets.
    directQuery: query,
    // In-process: the subscription cannot drop.
    listen: async (channel, listener) => client.listen(channel, (payload) => listener.notified(payload)),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip') as Promise<Blob>,
  };
}
