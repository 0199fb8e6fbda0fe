import path from 'node:path';
import { PARTNER_ROLE, REQUEST_ROLE } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { copyStoredFiles } from '../storage/storage-migration.ts';
import {
  digestOfFile,
  DUMP_NAME,
  queryOnce,
  readManifest,
  setFiles,
  setPathOf,
  type BackupManifest,
  type FileDigest,
} from './backup-set.ts';
import { runPgTool } from './pg-tool.ts';

/** Where a backup set is restored to: an empty database and an empty storage. */
export interface RestoreTarget {
  /**
   * The database, as a role that writes past row-level security and may give every object to
   * the owner the dump names (a superuser): the restored schema is owned as the backed-up one was.
   */
  databaseUrl: string;
  storage: FileStorage;
  folder: string;
}

/** A restore refused before anything was changed, saying why. */
export class RestoreRefused extends Error {}

const differs = (found: FileDigest, expected: FileDigest) =>
  found.size !== expected.size || found.sha256 !== expected.sha256;

/** Every file of the set that is missing, damaged, or not in its manifest, by its path in the set. */
async function damagedFiles(folder: string, manifest: BackupManifest): Promise<string[]> {
  const damaged: string[] = [];
  const check = async (name: string, expected: FileDigest) => {
    const found = await digestOfFile(path.join(folder, name)).catch(() => null);
    if (!found) damaged.push(`${name} (missing)`);
    else if (differs(found, expected))
      damaged.push(`${name} (SHA-256 ${found.sha256}, the manifest says ${expected.sha256})`);
  };
  await check(DUMP_NAME, manifest.database);
  for (const file of manifest.files) await check(setPathOf(file.key), file);
  const listed = new Set(manifest.files.map((file) => file.key));
  for await (const key of setFiles(folder).keys()) {
    if (!listed.has(key)) damaged.push(`${setPathOf(key)} (not in the manifest)`);
  }
  return damaged;
}

/** Refuses unless the database has no tables of its own and the storage holds no file. */
async function requireEmptyTarget(databaseUrl: string, storage: FileStorage): Promise<void> {
  const [tables] = await queryOnce<{ count: number }>(
    databaseUrl,
    `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
  );
  if (tables!.count > 0) {
    throw new RestoreRefused(
      `The database is not empty (${tables!.count} tables in its public schema): a set is restored into a new, empty database`,
    );
  }
  for await (const key of storage.keys()) {
    throw new RestoreRefused(
      `The file storage is not empty (it holds ${key}, among others): a set is restored into an empty one`,
    );
  }
}

/**
 * The roles the schema grants to are the server's, not the database's: on a PostgreSQL server
 * that never ran Syna they are created as the first migration would (which needs CREATEROLE).
 */
async function ensureRoles(databaseUrl: string): Promise<void> {
  for (const role of [REQUEST_ROLE, PARTNER_ROLE]) {
    const found = await queryOnce(databaseUrl, `SELECT 1 FROM pg_roles WHERE rolname = '${role}'`);
    if (found.length === 0)
      await queryOnce(databaseUrl, `CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOBYPASSRLS`);
  }
}

/** The database the URL names: pg_restore restores only into one named on its command line. */
function databaseNameOf(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!name) throw new RestoreRefused('The database URL names no database to restore into');
  return name;
}

/**
 * Restores a backup set into an empty database and storage: the set's hashes are checked first
 * (a damaged set is refused, naming its files), then the database is restored in one transaction
 * (on failure it stays empty), then the files are put into the storage and read back.
 */
export async function restoreBackup(
  { databaseUrl, storage, folder }: RestoreTarget,
  progress: (line: string) => void = () => undefined,
): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  progress(`Checking the set of ${manifest.createdAt} (${manifest.files.length} files)…`);
  const damaged = await damagedFiles(folder, manifest);
  if (damaged.length > 0) {
    throw new RestoreRefused(
      ['The backup set is damaged; nothing was restored:', ...damaged.map((name) => `  ${name}`)].join('\n'),
    );
  }
  const databaseName = databaseNameOf(databaseUrl);
  await requireEmptyTarget(databaseUrl, storage);
  await ensureRoles(databaseUrl);
  progress('Restoring the database…');
  await runPgTool(
    'pg_restore',
    ['--single-transaction', '--no-password', `--dbname=${databaseName}`, path.join(folder, DUMP_NAME)],
    databaseUrl,
  );
  progress('Putting the files into the storage…');
  // Each file is sent as the manifest says (checked again as it is sent: the set may have changed
  // since it was checked) and read back from the storage with the same SHA-256.
  const copy = await copyStoredFiles(
    setFiles(folder),
    storage,
    undefined,
    new Map(manifest.files.map((file) => [file.key, file.sha256])),
  );
  const failed = copy.failed.map(({ key, reason }) => `${key}: ${reason}`);
  if (failed.length > 0) {
    throw new Error(
      [
        `The database is restored, but ${failed.length} files are not; empty the database and the storage and restore again:`,
        ...failed.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
  return manifest;
}
