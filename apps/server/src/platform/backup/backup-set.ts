import { createReadStream } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { isSafeFileKey } from '../storage/file-storage.ts';
import { LocalFileStorage } from '../storage/local-file-storage.ts';
import { sha256Of } from '../storage/storage-migration.ts';

/**
 * A backup set is a folder: `database.dump` (pg_dump's custom format), `files/` (every stored file
 * under its key) and `manifest.json`, written last, so that a set without it is known to be
 * incomplete (docs/OPERATIONS.md, "Backup and restore").
 */
export const DUMP_NAME = 'database.dump';
export const MANIFEST_NAME = 'manifest.json';
const FILES_FOLDER = 'files';

/** Raised when the manifest's layout changes, so that an older restore refuses a newer set. */
export const MANIFEST_FORMAT = 1;

const digestSchema = z.object({
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.string(),
  /** The server package's version that wrote the set. */
  productVersion: z.string().nullable(),
  /** The last migration the database had applied: a server restoring it must know it. */
  migrationLevel: z.string().nullable(),
  database: digestSchema.extend({ name: z.literal(DUMP_NAME) }),
  files: z.array(digestSchema.extend({ key: z.string().refine(isSafeFileKey) })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type FileDigest = z.infer<typeof digestSchema>;

/** The set's stored files, read and written as a storage like any other. */
export const setFiles = (folder: string) => new LocalFileStorage(path.join(folder, FILES_FOLDER));

/** Where a stored file lies in the set, as the messages name it. */
export const setPathOf = (key: string) => `${FILES_FOLDER}/${key}`;

/** The size and SHA-256 of a file on disk. */
export async function digestOfFile(file: string): Promise<FileDigest> {
  const { size } = await stat(file);
  return { size, sha256: (await sha256Of(createReadStream(file)))! };
}

/** Writes the manifest beside and renames it into place: it is there whole or not at all. */
export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  const target = path.join(folder, MANIFEST_NAME);
  await writeFile(`${target}.partial`, `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
  await rename(`${target}.partial`, target);
}

/** The set's manifest; throws saying why when the folder holds no complete set. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, MANIFEST_NAME), 'utf8').catch(() => {
    throw new Error(
      `${folder} holds no ${MANIFEST_NAME}: it is not a backup set, or its backup did not finish`,
    );
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${MANIFEST_NAME} of ${folder} is not a manifest this version reads`);
  return parsed.data;
}

/** Answers one query's rows on a connection of its own to the database at `databaseUrl`. */
export async function queryOnce<Row extends object>(databaseUrl: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}
