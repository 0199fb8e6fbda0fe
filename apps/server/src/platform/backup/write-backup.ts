import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../../paths.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { copyStoredFiles } from '../storage/storage-migration.ts';
import {
  digestOfFile,
  DUMP_NAME,
  MANIFEST_FORMAT,
  setFiles,
  setPathOf,
  writeManifest,
  type BackupManifest,
} from './backup-set.ts';
import { runPgTool } from './pg-tool.ts';

/** What a backup is taken of and where it goes: `folder` must be new or empty. */
export interface BackupSource {
  /** The database, as a role that reads every row (past row-level security, as pg_dump must). */
  databaseUrl: string;
  storage: FileStorage;
  folder: string;
}

/**
 * The columns that name a stored file by its key. `upload_sessions.storage_key` names a partial
 * file (in the local folder of partial files, or as parts under `partial/` in the bucket), which
 * is no stored file until it is whole.
 */
const FILE_KEY_COLUMNS = `
  SELECT table_name, column_name FROM information_schema.columns
   WHERE table_schema = 'public' AND column_name IN ('storage_key', 'thumbnail_key')
     AND table_name <> 'upload_sessions'`;

/** The product's version, as its server package names it. */
async function productVersion(): Promise<string | null> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? null;
}

async function prepareFolder(folder: string): Promise<void> {
  const entries = await readdir(folder).catch(() => null);
  if (entries && entries.length > 0) {
    throw new Error(`${folder} is not empty: a backup set goes into a new folder`);
  }
  await mkdir(folder, { recursive: true });
}

/** The keys of every file a row names, as the snapshot of `client`'s transaction sees them. */
async function namedFileKeys(client: pg.Client): Promise<string[]> {
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(FILE_KEY_COLUMNS);
  const keys = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    const [name, key] = [client.escapeIdentifier(table), client.escapeIdentifier(column)];
    const { rows } = await client.query<{ key: string }>(
      `SELECT DISTINCT ${key} AS key FROM public.${name} WHERE ${key} IS NOT NULL`,
    );
    for (const row of rows) keys.add(row.key);
  }
  return [...keys];
}

/**
 * Copies every stored file into the set; throws naming the files that could not be. Only the
 * stored files (`keys()`): the chunks of uploads under way (the local folder of partial files,
 * or `partial/` in the bucket) stay out. They are no file of the install yet, and they grow after
 * the dump as chunks arrive; a restored install's upload session finds none, so its app sends
 * the upload again from the start, as after a move to another storage.
 */
async function copyFiles(storage: FileStorage, folder: string): Promise<void> {
  const copy = await copyStoredFiles(storage, setFiles(folder));
  if (copy.failed.length > 0) {
    const failures = copy.failed.map(({ key, reason }) => `  ${key}: ${reason}`);
    throw new Error([`${copy.failed.length} files could not be copied:`, ...failures].join('\n'));
  }
}

/** The digests of the set's files, by key. */
async function digestsOfFiles(folder: string): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = [];
  for await (const key of setFiles(folder).keys()) {
    files.push({ key, ...(await digestOfFile(path.join(folder, setPathOf(key)))) });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Writes a backup set (backup-set.ts) of the install into `folder`, the database first and the
 * files after it. A file is stored before its row commits and deleted only after its row's
 * deletion has, so the files copied after the dump hold every file a row of the dump names,
 * unless a row was deleted meanwhile: that is checked in the dump's own snapshot (held open by
 * one transaction) and fails the backup, naming the file. The manifest is written last, so that
 * a set broken off is never taken for complete.
 */
export async function writeBackup(
  { databaseUrl, storage, folder }: BackupSource,
  progress: (line: string) => void = () => undefined,
): Promise<BackupManifest> {
  await prepareFolder(folder);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string; level: string | null }>(
      'SELECT pg_export_snapshot() AS snapshot, (SELECT max(name) FROM schema_migrations) AS level',
    );
    const { snapshot, level } = rows[0]!;
    progress('Dumping the database…');
    const dumpPath = path.join(folder, DUMP_NAME);
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-password', `--snapshot=${snapshot}`, `--file=${dumpPath}`],
      databaseUrl,
    );
    progress('Copying the files…');
    await copyFiles(storage, folder);
    const files = await digestsOfFiles(folder);
    const copied = new Set(files.map((file) => file.key));
    const lost = (await namedFileKeys(client)).filter((key) => !copied.has(key)).sort();
    if (lost.length > 0) {
      throw new Error(
        [
          `${lost.length} files named in the dump were deleted before they could be copied; run the backup again into a new folder:`,
          ...lost.map((key) => `  ${key}`),
        ].join('\n'),
      );
    }
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      createdAt: new Date().toISOString(),
      productVersion: await productVersion(),
      migrationLevel: level,
      database: { name: DUMP_NAME, ...(await digestOfFile(dumpPath)) },
      files,
    };
    await writeManifest(folder, manifest);
    return manifest;
  } finally {
    await client.end();
  }
}
