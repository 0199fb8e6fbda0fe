import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths.ts';
import { readManifest, setPathOf } from '../src/platform/backup/backup-set.ts';
import { restoreBackup, RestoreRefused } from '../src/platform/backup/restore-backup.ts';
import { writeBackup } from '../src/platform/backup/write-backup.ts';
import type { FileStorage } from '../src/platform/storage/file-storage.ts';
import { LocalFileStorage } from '../src/platform/storage/local-file-storage.ts';
import { sha256Of } from '../src/platform/storage/storage-migration.ts';
import { attachFile, buildCompany } from './support/contact-factories.ts';
import { databaseUrlFor } from './support/database-url.ts';
import { postInspection } from './support/inspection-factories.ts';
import { placeVillaOrder, useOrderWorld } from './support/order-fixture.ts';
import { addObject, addPhoto, addRemark, remarkAt } from './support/remark-factories.ts';

interface TableState {
  table: string;
  count: number;
  checksum: string;
}

/** Every table of the database (the job queue's schema too), with its row count and a checksum of its rows. */
async function tableStates(databaseUrl: string): Promise<TableState[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    const states: TableState[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query<{ count: number; checksum: string }>(
        `SELECT count(*)::int AS count, md5(coalesce(string_agg(t::text, '' ORDER BY t::text), '')) AS checksum
           FROM ${name} t`,
      );
      states.push({ table: name, ...rows[0]! });
    }
    return states;
  } finally {
    await client.end();
  }
}

/** Every file of a storage by key, as its SHA-256. */
async function fileHashes(storage: FileStorage): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of storage.keys()) hashes[key] = (await sha256Of(await storage.get(key)))!;
  return hashes;
}

const countOf = (states: TableState[], table: string) => states.find((state) => state.table === table)?.count;

// An install populated through the API (a contact with a file, an assignment with a photo, an
// order whose e-mails wait in the outbox) is backed up, restored into a new database and file
// folder, and compared table by table and file by file; a damaged set and a target that is not
// empty are refused with nothing changed. PostgreSQL only: pg_dump cannot read PGlite.
describe.skipIf(process.env.DATABASE_URL === undefined)('a backup set restored elsewhere', () => {
  const world = useOrderWorld(async (world) => {
    const owner = world.as(world.owner);
    const contact = await buildCompany(owner, world.firm);
    await attachFile(owner, world.firm, contact);
    const assignment = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.villa.id,
    });
    const object = await addObject(world.app, world.firm, world.owner, assignment.id);
    const remark = await addRemark(world.app, world.firm, world.owner, assignment.id, object.id);
    await addPhoto(world.app, world.owner, remarkAt(world.firm, assignment.id, object.id, remark.id));
    await placeVillaOrder(world);
    return {};
  });
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'syna-backup-')), 'set');
  const createdDatabases: string[] = [];
  const createdFolders = [path.dirname(folder)];
  let admin: pg.Client;
  let sourceUrl: string;

  /** A new, empty database on the test server, named as the run's copies are. */
  async function emptyDatabase(): Promise<string> {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const name = `${source.template}_restore_${randomUUID().slice(0, 8)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    createdDatabases.push(name);
    return databaseUrlFor(source.url, name);
  }

  /** A new, empty file folder. */
  function newStorage(): LocalFileStorage {
    createdFolders.push(mkdtempSync(path.join(tmpdir(), 'syna-restored-files-')));
    return new LocalFileStorage(createdFolders.at(-1)!);
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { database } = world.app.config;
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    sourceUrl = database.url;
  });
  afterAll(async () => {
    for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    await Promise.all(createdFolders.map((created) => rm(created, { recursive: true, force: true })));
  });

  it('restores every row of every table and every file with its hash', async () => {
    const manifest = await writeBackup({ databaseUrl: sourceUrl, storage: world.app.storage, folder });
    expect(manifest.migrationLevel).toMatch(/^\d{4}_.+\.sql$/);
    expect(await readManifest(folder)).toEqual(manifest);

    const targetUrl = await emptyDatabase();
    const target = newStorage();
    await restoreBackup({ databaseUrl: targetUrl, storage: target, folder });

    const source = await tableStates(sourceUrl);
    expect(countOf(source, 'public.contacts')).toBeGreaterThan(0);
    expect(countOf(source, 'public.mail_outbox')).toBeGreaterThan(0);
    expect(await tableStates(targetUrl)).toEqual(source);
    const files = await fileHashes(world.app.storage);
    // The contact's file and the photo (with what is made of it).
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(2);
    expect(await fileHashes(target)).toEqual(files);
    expect(manifest.files.map(({ key, sha256 }) => [key, sha256])).toEqual(
      Object.entries(files).sort(([a], [b]) => a.localeCompare(b)),
    );
  });

  it('refuses a set with one byte of a file changed, naming the file, and changes nothing', async () => {
    const { files } = await readManifest(folder);
    const damagedPath = path.join(folder, setPathOf(files[0]!.key));
    const original = await readFile(damagedPath);
    const damaged = Buffer.from(original);
    const middle = damaged.length >> 1;
    damaged[middle] = damaged[middle]! ^ 0x01;
    await writeFile(damagedPath, damaged);
    try {
      const targetUrl = await emptyDatabase();
      const target = newStorage();
      const refusal = restoreBackup({ databaseUrl: targetUrl, storage: target, folder });
      await expect(refusal).rejects.toThrow(RestoreRefused);
      await expect(refusal).rejects.toThrow(setPathOf(files[0]!.key));
      expect(await tableStates(targetUrl)).toEqual([]);
      expect(await fileHashes(target)).toEqual({});
    } finally {
      await writeFile(damagedPath, original);
    }
  });

  it('refuses a database or a storage that is not empty, and changes nothing', async () => {
    const before = await tableStates(sourceUrl);
    const emptyStorage = newStorage();
    await expect(restoreBackup({ databaseUrl: sourceUrl, storage: emptyStorage, folder })).rejects.toThrow(
      /database is not empty/,
    );
    expect(await tableStates(sourceUrl)).toEqual(before);
    expect(await fileHashes(emptyStorage)).toEqual({});

    const emptyUrl = await emptyDatabase();
    const filesBefore = await fileHashes(world.app.storage);
    await expect(
      restoreBackup({ databaseUrl: emptyUrl, storage: world.app.storage, folder }),
    ).rejects.toThrow(/file storage is not empty/);
    expect(await tableStates(emptyUrl)).toEqual([]);
    expect(await fileHashes(world.app.storage)).toEqual(filesBefore);
  });

  it('answers an install on the embedded database with how to back it up', async () => {
    const { DATABASE_URL: _server, ...environment } = process.env;
    const command = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/backup.ts', folder], {
      cwd: SERVER_ROOT,
      env: { ...environment, DATA_DIR: path.dirname(folder) },
    });
    await expect(command).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/stopping the server and copying/),
    });
  }, 30_000);

  it('refuses to write a set into a folder that already holds one', async () => {
    await expect(writeBackup({ databaseUrl: sourceUrl, storage: world.app.storage, folder })).rejects.toThrow(
      /not empty/,
    );
  });
});
