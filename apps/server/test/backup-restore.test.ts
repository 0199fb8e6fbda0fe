import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths.ts';
import { readManifest, setPathOf, type BackupManifest } from '../src/platform/backup/backup-set.ts';
import { restoreBackup, RestoreRefused } from '../src/platform/backup/restore-backup.ts';
import { writeBackup } from '../src/platform/backup/write-backup.ts';
import type { FileStorage } from '../src/platform/storage/file-storage.ts';
import { LocalFileStorage } from '../src/platform/storage/local-file-storage.ts';
import { S3FileStorage } from '../src/platform/storage/s3-file-storage.ts';
import { sha256Of } from '../src/platform/storage/storage-migration.ts';
import { attachFile, buildCompany, pdfFile } from './support/contact-factories.ts';
import { databaseUrlFor } from './support/database-url.ts';
import { postInspection } from './support/inspection-factories.ts';
import { startObjectStore, type TestObjectStore } from './support/object-store.ts';
import { placeVillaOrder, useOrderWorld } from './support/order-fixture.ts';
import { addObject, addPhoto, addRemark, remarkAt } from './support/remark-factories.ts';
import { startUpload } from './support/upload-under-way.ts';

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

/** Every file under a folder, stored file or not, by its path in the folder. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every object in a bucket, stored file or not (the chunks of uploads under way too), by key. */
const objectsIn = async (bucket: S3FileStorage) => (await bucket.list('')).map((object) => object.key).sort();

/** The methods of the requests in a test store's log that named one object of its bucket, in order. */
const methodsOn = (requests: string[], store: TestObjectStore, key: string) =>
  requests.flatMap((request) => {
    const [method, url] = request.split(' ');
    return url!.split('?')[0] === `/${store.config.bucket}/${key}` ? [method!] : [];
  });

const countOf = (states: TableState[], table: string) => states.find((state) => state.table === table)?.count;

/** Where an install keeps its files: its local folder, or a bucket (s3rver, a real S3 API on this machine). */
const STORAGE_KINDS = ['folder', 'bucket'] as const;
type StorageKind = (typeof STORAGE_KINDS)[number];

/** A new, empty file storage of its kind, everything it holds (stored file or not), and its store. */
interface EmptyStorage {
  storage: FileStorage;
  everything: () => Promise<string[]>;
  store: TestObjectStore | null;
}

// An install populated through the API (a contact with a file, an assignment with a photo, an
// order whose e-mails wait in the outbox, a photo still arriving in chunks), its files in its
// folder or in a bucket, is backed up, restored into a new database and an empty folder or bucket
// (the same kind or the other), and compared table by table and file by file; a damaged set and a
// target that is not empty are refused with nothing changed. PostgreSQL only: pg_dump cannot
// read PGlite.
describe.skipIf(process.env.DATABASE_URL === undefined)('a backup set restored elsewhere', () => {
  const stores: TestObjectStore[] = [];
  const buckets: S3FileStorage[] = [];
  const createdDatabases: string[] = [];
  const createdFolders: string[] = [];
  let admin: pg.Client;

  /** A new, empty database on the test server, named as the run's copies are. */
  async function emptyDatabase(): Promise<string> {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const name = `${source.template}_restore_${randomUUID().slice(0, 8)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    createdDatabases.push(name);
    return databaseUrlFor(source.url, name);
  }

  function newFolder(prefix: string): string {
    createdFolders.push(mkdtempSync(path.join(tmpdir(), prefix)));
    return createdFolders.at(-1)!;
  }

  /** A store of its own with one empty bucket. */
  async function startStore(): Promise<TestObjectStore> {
    stores.push(await startObjectStore());
    return stores.at(-1)!;
  }

  /** Runs `npm run backup` or `npm run restore` on a database and the bucket of a store, as an operator does. */
  const runCommand = (
    command: 'backup' | 'restore',
    databaseUrl: string,
    store: TestObjectStore,
    set: string,
  ) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', `src/${command}.ts`, set], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: newFolder('syna-command-'),
        S3_BUCKET: store.config.bucket,
        S3_ENDPOINT: store.config.endpoint!,
        S3_REGION: store.config.region,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });

  async function emptyStorage(kind: StorageKind): Promise<EmptyStorage> {
    if (kind === 'folder') {
      const folder = newFolder('syna-restored-files-');
      return { storage: new LocalFileStorage(folder), everything: () => filesUnder(folder), store: null };
    }
    const store = await startStore();
    const bucket = new S3FileStorage(store.config);
    buckets.push(bucket);
    return { storage: bucket, everything: () => objectsIn(bucket), store };
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  // Runs after the suites below, whose installs have closed by then.
  afterAll(async () => {
    for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    for (const bucket of buckets) bucket.close();
    await Promise.all(stores.map((store) => store.close()));
    await Promise.all(createdFolders.map((created) => rm(created, { recursive: true, force: true })));
  });

  describe.each(STORAGE_KINDS)('of an install with its files in a %s', (installKind) => {
    let installStore: TestObjectStore | null = null;
    beforeAll(async () => {
      if (installKind === 'bucket') installStore = await startStore();
    });
    const world = useOrderWorld(
      async (world) => {
        const owner = world.as(world.owner);
        const contact = await buildCompany(owner, world.firm);
        await attachFile(owner, world.firm, contact);
        // Past 5 MiB: a bucket takes it in parts.
        await attachFile(owner, world.firm, contact, pdfFile('Ritningar.pdf', 'mätvärde '.repeat(700_000)));
        const assignment = await postInspection(world.app, world.firm.id, world.owner.auth, {
          typeId: world.villa.id,
        });
        const object = await addObject(world.app, world.firm, world.owner, assignment.id);
        const remark = await addRemark(world.app, world.firm, world.owner, assignment.id, object.id);
        await addPhoto(world.app, world.owner, remarkAt(world.firm, assignment.id, object.id, remark.id));
        await placeVillaOrder(world);
        await startUpload(world.app, world.firm, world.owner, Buffer.from('the first half of a photo'));
        return {};
      },
      () => ({ objectStore: installStore?.config ?? null }),
    );
    let folder: string;
    let sourceUrl: string;
    let manifest: BackupManifest;
    /** The requests the install's bucket was sent while the set was written. */
    let bucketRequests: string[] = [];

    beforeAll(async () => {
      const { database } = world.app.config;
      if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
      sourceUrl = database.url;
      folder = path.join(newFolder('syna-backup-'), 'set');
      const sent = installStore?.requests.length ?? 0;
      manifest = await writeBackup({ databaseUrl: sourceUrl, storage: world.app.storage, folder });
      bucketRequests = installStore?.requests.slice(sent) ?? [];
    });

    /** Checks that a restored database and storage hold what the install holds, and nothing more. */
    async function expectInstallIn(targetUrl: string, target: EmptyStorage): Promise<void> {
      const source = await tableStates(sourceUrl);
      for (const table of ['contacts', 'mail_outbox', 'upload_sessions']) {
        expect(countOf(source, `public.${table}`), table).toBeGreaterThan(0);
      }
      expect(await tableStates(targetUrl)).toEqual(source);
      expect(await fileHashes(target.storage)).toEqual(await fileHashes(world.app.storage));
      // Nothing beside them: the chunks of the upload under way stayed behind.
      expect(await target.everything()).toEqual(manifest.files.map((file) => file.key).sort());
    }

    /** The chunks of the upload under way: in the bucket under `partial/`, or in the folder of partial files. */
    const uploadChunks = async () =>
      world.app.storage instanceof S3FileStorage
        ? (await world.app.storage.list('partial/')).map((object) => object.key)
        : filesUnder(world.app.config.partialFilesDir);

    it('writes the database and every stored file, not the chunks of an upload under way', async () => {
      expect(manifest.migrationLevel).toMatch(/^\d{4}_.+\.sql$/);
      expect(await readManifest(folder)).toEqual(manifest);
      const files = await fileHashes(world.app.storage);
      // The contact's file and the photo (with what is made of it).
      expect(Object.keys(files).length).toBeGreaterThanOrEqual(2);
      expect(manifest.files.map(({ key, sha256 }) => [key, sha256])).toEqual(
        Object.entries(files).sort(([a], [b]) => a.localeCompare(b)),
      );
      expect(await uploadChunks()).not.toEqual([]);
      expect(await filesUnder(path.join(folder, 'files'))).toEqual(Object.keys(files).sort());
    });

    // Each read of a bucket is a download, paid for by the byte with many providers.
    it.runIf(installKind === 'bucket')('downloads each file of the bucket once', () => {
      for (const { key } of manifest.files) {
        expect(methodsOn(bucketRequests, installStore!, key), key).toEqual(['GET']);
      }
    });

    it.each(STORAGE_KINDS)(
      'restores every row of every table and every file with its hash into a new database and an empty %s',
      async (targetKind) => {
        const targetUrl = await emptyDatabase();
        const target = await emptyStorage(targetKind);
        await restoreBackup({ databaseUrl: targetUrl, storage: target.storage, folder });
        // Into a bucket, each file is looked for and read back once (the read-back is checked
        // against the manifest, not downloaded a second time for it), and the large one streamed
        // in parts of 5 MiB, never held whole.
        const { store } = target;
        if (store) {
          for (const { key } of manifest.files) {
            const reads = methodsOn(store.requests, store, key).filter((method) => method === 'GET');
            expect(reads, key).toEqual(['GET', 'GET']);
          }
          const large = manifest.files.find((file) => file.size > 6 * 1024 * 1024)!;
          const parts = store.requests.filter((request) =>
            request.startsWith(`PUT /${store.config.bucket}/${large.key}?partNumber=`),
          );
          expect(parts).toHaveLength(2);
        }
        await expectInstallIn(targetUrl, target);
      },
    );

    it.runIf(installKind === 'bucket')(
      'backs up and restores with `npm run backup` and `npm run restore`, the buckets named by the S3_ settings',
      async () => {
        const commandSet = path.join(newFolder('syna-backup-'), 'set');
        const backup = await runCommand('backup', sourceUrl, installStore!, commandSet);
        expect(backup.stdout).toContain(`${manifest.files.length} files`);
        expect((await readManifest(commandSet)).files).toEqual(manifest.files);

        const targetUrl = await emptyDatabase();
        const target = await emptyStorage('bucket');
        const restore = await runCommand('restore', targetUrl, target.store!, commandSet);
        expect(restore.stdout).toContain('each read back with its SHA-256');
        await expectInstallIn(targetUrl, target);
      },
    );

    it.each(STORAGE_KINDS)(
      'refuses a set with one byte of a file changed, naming the file, and changes nothing in an empty %s',
      async (targetKind) => {
        const { files } = manifest;
        const damagedPath = path.join(folder, setPathOf(files[0]!.key));
        const original = await readFile(damagedPath);
        const damaged = Buffer.from(original);
        const middle = damaged.length >> 1;
        damaged[middle] = damaged[middle]! ^ 0x01;
        await writeFile(damagedPath, damaged);
        try {
          const targetUrl = await emptyDatabase();
          const target = await emptyStorage(targetKind);
          const refusal = restoreBackup({ databaseUrl: targetUrl, storage: target.storage, folder });
          await expect(refusal).rejects.toThrow(RestoreRefused);
          await expect(refusal).rejects.toThrow(setPathOf(files[0]!.key));
          expect(await tableStates(targetUrl)).toEqual([]);
          expect(await target.everything()).toEqual([]);
        } finally {
          await writeFile(damagedPath, original);
        }
      },
    );

    it(`refuses a database or a ${installKind} that is not empty, and changes nothing`, async () => {
      const before = await tableStates(sourceUrl);
      const empty = await emptyStorage(installKind);
      await expect(restoreBackup({ databaseUrl: sourceUrl, storage: empty.storage, folder })).rejects.toThrow(
        /database is not empty/,
      );
      expect(await tableStates(sourceUrl)).toEqual(before);
      expect(await empty.everything()).toEqual([]);

      const emptyUrl = await emptyDatabase();
      const filesBefore = await fileHashes(world.app.storage);
      await expect(
        restoreBackup({ databaseUrl: emptyUrl, storage: world.app.storage, folder }),
      ).rejects.toThrow(/file storage is not empty/);
      expect(await tableStates(emptyUrl)).toEqual([]);
      expect(await fileHashes(world.app.storage)).toEqual(filesBefore);
    });

    it('refuses to write a set into a folder that already holds one', async () => {
      await expect(
        writeBackup({ databaseUrl: sourceUrl, storage: world.app.storage, folder }),
      ).rejects.toThrow(/not empty/);
    });
  });

  it('answers an install on the embedded database with how to back it up', async () => {
    const { DATABASE_URL: _server, ...environment } = process.env;
    const dataDir = newFolder('syna-embedded-');
    const command = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/backup.ts', path.join(dataDir, 'set')],
      { cwd: SERVER_ROOT, env: { ...environment, DATA_DIR: dataDir } },
    );
    await expect(command).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/stopping the server and copying/),
    });
  }, 30_000);
});
