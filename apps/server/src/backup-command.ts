import path from 'node:path';
import { parseArgs } from 'node:util';
import { directUrlOf, loadConfig } from './config.ts';
import { fileStorageFor } from './platform/storage/storage-driver.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';

/** What `npm run backup` and `npm run restore` work on: the server's database, its storage, the set's folder. */
export interface BackupCommandTarget {
  databaseUrl: string;
  storage: FileStorage;
  folder: string;
}

/**
 * The embedded database is a folder of files PGlite keeps open: pg_dump cannot reach it, and a
 * copy taken while the server runs may be torn.
 */
const EMBEDDED_DATABASE_ADVICE = (dataDir: string, bucket: string | null) =>
  [
    'This install keeps its database in the embedded PGlite (DATABASE_URL is not set), which these',
    'commands cannot read. Back it up by stopping the server and copying the whole data folder,',
    `${dataDir}${bucket ? `, and the bucket ${bucket}` : ''}; restore by putting the copy back before the server starts.`,
    'See docs/OPERATIONS.md, "Backup and restore".',
  ].join('\n');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

/**
 * Runs `npm run backup -- <folder>` or `npm run restore -- <folder>` on the server's environment:
 * prints what `work` answers, or its error with exit code 1 (2 for a wrong argument or an
 * install on the embedded database).
 */
export async function runBackupCommand(
  usage: string,
  work: (target: BackupCommandTarget, progress: (line: string) => void) => Promise<string[]>,
): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) fail(`Name the backup set's folder.\n\nUsage: ${usage}`);
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    fail(EMBEDDED_DATABASE_ADVICE(config.dataDir, config.objectStore?.bucket ?? null));
  }
  const database = config.database;
  const storage = fileStorageFor(config);
  try {
    const lines = await work(
      // The direct connection, as the owner: the dump must read every row and the restore write
      // them, past row-level security (docs/OPERATIONS.md names the role either needs), and
      // pg_dump's session settings would not survive PgBouncer in transaction mode.
      // A relative folder is taken from where npm was started (INIT_CWD), not from the
      // workspace it runs the command in.
      {
        databaseUrl: directUrlOf(database),
        storage,
        folder: path.resolve(process.env.INIT_CWD ?? '.', positionals[0]!),
      },
      (line) => process.stdout.write(`${line}\n`),
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (error) {
    process.exitCode = 1;
    process.stderr.write(`${(error as Error).message}\n`);
  } finally {
    storage.close?.();
  }
}
