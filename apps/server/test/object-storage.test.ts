import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { PROBLEM_CONTENT_TYPE } from '@syna/contracts/problem';
import { loadConfig } from '../src/config.ts';
import { SERVER_ROOT } from '../src/paths.ts';
import { queryRows } from '../src/platform/db/database.ts';
import { LocalFileStorage } from '../src/platform/storage/local-file-storage.ts';
import { SPOOL_DIR } from '../src/platform/storage/spooled-file.ts';
import { storageMove } from '../src/platform/storage/storage-driver.ts';
import { copyStoredFiles } from '../src/platform/storage/storage-migration.ts';
import { attachFile, buildCompany, pdfDocument, pdfFile } from './support/contact-factories.ts';
import type { MultipartFile } from './support/multipart-body.ts';
import { startObjectStore, type TestObjectStore } from './support/object-store.ts';
import { startSlowUpload } from './support/slow-upload.ts';
import { storedFiles } from './support/stored-files.ts';
import { useWorld } from './support/test-world.ts';
import { setUpTwoFirms, VIEWER } from './support/two-firms.ts';

// The uploaded files of an install in an S3-compatible bucket (s3rver, a real S3 API on this
// machine): stored and read back as streams, removed with their rows, and a store that is down
// or an upload cut off leaves neither an object nor a row.
const stores: TestObjectStore[] = [];
// Registered first, so run last: after the app has closed.
afterAll(async () => Promise.all(stores.map((store) => store.close())));

const world = useWorld(async () => {
  const store = await startObjectStore();
  stores.push(store);
  return { ...(await setUpTwoFirms(VIEWER, { objectStore: store.config })), store };
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const owner = () => world.as(world.owner);
const newContact = () => buildCompany(owner(), world.firm, { companyName: `Bolag ${Math.random()}` });
const filesOf = (contact: { id: string }) => ({ params: { tenant: world.firm.id, id: contact.id } });
const fileOf = (contact: { id: string }, file: { id: string }) => ({
  params: { tenant: world.firm.id, id: contact.id, fileId: file.id },
});
const fileRows = () =>
  world.app.database.asSystem((tx) =>
    queryRows<{ id: string; storage_key: string }>(
      tx,
      sql`SELECT id, storage_key FROM contact_files ORDER BY id`,
    ),
  );
const keyOf = async (fileId: string) => (await fileRows()).find((row) => row.id === fileId)!.storage_key;

/** Uploads a file and downloads it again: answers its key and the bytes downloaded. */
async function roundTrip(file: MultipartFile) {
  const contact = await newContact();
  const stored = await attachFile(owner(), world.firm, contact, file);
  const downloaded = await owner().send(contactEndpoints.downloadFile, fileOf(contact, stored));
  expect(downloaded.statusCode).toBe(200);
  return { key: await keyOf(stored.id), bytes: downloaded.rawPayload, stored, contact };
}

/** Runs what must write nothing, and checks that neither an object nor a row was written. */
async function expectNothingWritten(run: () => Promise<void>): Promise<void> {
  const [objects, rows] = [await storedFiles(world.app), await fileRows()];
  await run();
  expect(await storedFiles(world.app)).toEqual(objects);
  expect(await fileRows()).toEqual(rows);
}

describe('the object store’s settings', () => {
  it('keeps the files in the local folder unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).objectStore).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'syna-filer' }).objectStore).toEqual({
      bucket: 'syna-filer',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'syna-filer',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-north-1',
        S3_FORCE_PATH_STYLE: 'true',
      }).objectStore,
    ).toEqual({
      bucket: 'syna-filer',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-north-1',
      forcePathStyle: true,
    });
  });

  it('refuses to start with settings it cannot use, saying which', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Syna_Filer' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'syna-filer', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'syna-filer', S3_FORCE_PATH_STYLE: 'ja' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT needs S3_BUCKET/);
    expect(() => loadConfig({ S3_REGION: 'eu-north-1' })).toThrow(/S3_REGION needs S3_BUCKET/);
  });
});

describe('uploaded files in an S3-compatible bucket', () => {
  it('stores a file in the bucket, not the local folder, and downloads the identical bytes', async () => {
    const bytes = pdfDocument('Serviceavtal');
    const {
      key,
      bytes: downloaded,
      stored,
    } = await roundTrip({
      name: 'Serviceavtal Åre.pdf',
      type: 'application/pdf',
      bytes,
    });
    expect(downloaded.equals(bytes)).toBe(true);
    expect(stored.sha256).toBe(sha256(bytes));
    expect(await storedFiles(world.app)).toContain(key);
    expect(await readdir(world.app.config.filesDir)).toEqual([]);
  });

  it('streams a file of several parts (a multipart upload) in and out', async () => {
    const file = pdfFile('Ritningar.pdf', 'mätvärde '.repeat(700_000));
    expect(file.bytes.length).toBeGreaterThan(6 * 1024 * 1024);
    const sent = world.store.requests.length;
    const { key, bytes } = await roundTrip(file);
    expect(bytes.length).toBe(file.bytes.length);
    expect(sha256(bytes)).toBe(sha256(file.bytes));
    // Started, sent in two parts of at most 5 MiB each (never held whole), and completed.
    const upload = world.store.requests.slice(sent).filter((request) => request.includes(key));
    const count = (pattern: RegExp) => upload.filter((request) => pattern.test(request)).length;
    expect(count(/^POST \S+\?uploads=?$/)).toBe(1);
    expect(count(/^PUT \S+\?partNumber=\d&uploadId=/)).toBe(2);
    expect(count(/^POST \S+\?uploadId=\w+$/)).toBe(1);
  });

  it('removes a deleted file’s object once the delete has committed', async () => {
    const { key, contact, stored } = await roundTrip(pdfFile());
    await owner().ok(contactEndpoints.removeFile, fileOf(contact, stored));
    expect(await storedFiles(world.app)).not.toContain(key);
    const gone = await owner().send(contactEndpoints.downloadFile, fileOf(contact, stored));
    expect(gone.statusCode).toBe(404);
  });

  it('removes the object again when the transaction that stored it fails', async () => {
    const contact = await newContact();
    // A trigger of this test's own database refuses the row after the object is written.
    await world.app.database.asSystem(async (tx) => {
      await tx.execute(sql`CREATE FUNCTION test_refuse_stop() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.filename = 'STOPP.pdf' THEN RAISE EXCEPTION 'stopp'; END IF; RETURN NEW; END $$`);
      await tx.execute(sql`CREATE TRIGGER test_refuse_stop BEFORE INSERT ON contact_files
        FOR EACH ROW EXECUTE FUNCTION test_refuse_stop()`);
    });
    await expectNothingWritten(async () => {
      const response = await owner().upload(contactEndpoints.uploadFile, filesOf(contact), [
        pdfFile('STOPP.pdf'),
      ]);
      expect(response.statusCode).toBe(500);
    });
  });

  for (const state of ['unavailable', 'refusing'] as const) {
    it(`answers 503 in Swedish and writes nothing while the store is ${state}`, async () => {
      const contact = await newContact();
      const kept = await roundTrip(pdfFile('Kvar.pdf'));
      await expectNothingWritten(async () => {
        await world.store.setState(state);
        try {
          const startedAt = Date.now();
          const response = await owner().upload(contactEndpoints.uploadFile, filesOf(contact), [pdfFile()]);
          // Retries and time limits are bounded: a dead store fails the upload within seconds.
          expect(Date.now() - startedAt).toBeLessThan(10_000);
          expect(response.statusCode).toBe(503);
          expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json()).toMatchObject({
            status: 503,
            title: 'Tillfälligt otillgänglig',
            detail: 'Fillagringen går inte att nå just nu, försök igen om en stund',
            key: 'http.storageUnavailable',
          });
          const download = await owner().send(
            contactEndpoints.downloadFile,
            fileOf(kept.contact, kept.stored),
          );
          expect(download.statusCode).toBe(503);
        } finally {
          await world.store.setState('up');
        }
      });
    });
  }

  it('keeps neither an object nor a row of an upload whose connection was cut off', async () => {
    const contact = await newContact();
    const address = await world.app.listen({ port: 0, host: '127.0.0.1' });
    await expectNothingWritten(async () => {
      const upload = await startSlowUpload(
        new URL(address),
        endpointUrl(contactEndpoints.uploadFile, filesOf(contact)),
        world.owner.auth,
        pdfFile('Avbruten.pdf', 'mätvärde '.repeat(400_000)),
      );
      const answered = upload.answer.catch(() => 'cut off');
      upload.abort();
      expect(await answered).toBe('cut off');
      // The temporary file goes once the server has seen the connection end.
      await expect.poll(async () => (await readdir(SPOOL_DIR).catch(() => [])).length).toBe(0);
    });
  });
});

describe('npm run storage:migrate', () => {
  /** Every file of a folder by key, with its SHA-256. */
  async function hashes(folder: string): Promise<Record<string, string>> {
    const storage = new LocalFileStorage(folder);
    const found: Record<string, string> = {};
    for await (const key of storage.keys()) found[key] = sha256(await buffer((await storage.get(key))!));
    return found;
  }

  it('copies an install’s files to the bucket and back, each verified, skipping those already there', async () => {
    const store = await startObjectStore('syna-flytt');
    stores.push(store);
    const original = mkdtempSync(path.join(tmpdir(), 'syna-files-'));
    const folder = new LocalFileStorage(original);
    await folder.put('norrbesikt/protokoll', pdfDocument('Protokoll'), 'application/pdf');
    await folder.put('norrbesikt/stor', Buffer.alloc(6 * 1024 * 1024, 7), 'application/octet-stream');
    await folder.put('sydbesikt/bild.thumb', Buffer.from('miniatyr'), 'image/webp');
    const toBucket = storageMove(original, store.config, 's3');

    expect(await copyStoredFiles(toBucket.from, toBucket.to)).toEqual({
      copied: 3,
      alreadyThere: 0,
      failed: [],
    });
    // Run again (after a break, say): nothing to copy.
    expect(await copyStoredFiles(toBucket.from, toBucket.to)).toEqual({
      copied: 0,
      alreadyThere: 3,
      failed: [],
    });
    // An object with other bytes under a key is replaced.
    await toBucket.to.put('norrbesikt/protokoll', Buffer.from('annat'), 'text/plain');
    expect(await copyStoredFiles(toBucket.from, toBucket.to)).toEqual({
      copied: 1,
      alreadyThere: 2,
      failed: [],
    });

    const restored = mkdtempSync(path.join(tmpdir(), 'syna-files-'));
    const toFolder = storageMove(restored, store.config, 'local');
    expect(await copyStoredFiles(toFolder.from, toFolder.to)).toEqual({
      copied: 3,
      alreadyThere: 0,
      failed: [],
    });
    expect(await hashes(restored)).toEqual(await hashes(original));
    expect(Object.keys(await hashes(restored))).toHaveLength(3);
    for (const storage of [toBucket.from, toBucket.to, toFolder.from, toFolder.to]) storage.close?.();
  });

  it('runs as a command that prints its summary and fails when a file could not be copied', async () => {
    const store = await startObjectStore('syna-kommando');
    stores.push(store);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'syna-data-'));
    await new LocalFileStorage(path.join(dataDir, 'files')).put(
      'norrbesikt/protokoll',
      Buffer.from('x'),
      'text/plain',
    );
    // The command reads the server's environment: the data folder and the bucket's settings.
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/storage-migrate.ts', ...args], {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          S3_BUCKET: store.config.bucket,
          S3_ENDPOINT: store.config.endpoint!,
          S3_FORCE_PATH_STYLE: 'true',
        },
      });

    const copied = await run('--to', 's3');
    expect(copied.stdout).toContain('Copied and verified: 1\n');
    expect(copied.stdout).toContain('Failed: 0\n');
    expect((await run('--to', 's3')).stdout).toContain('Already there with the same SHA-256: 1\n');
    await expect(run('--to', 'somewhere')).rejects.toMatchObject({ code: 2 });
    await store.setState('unavailable');
    // A file that cannot be copied is named, and the others are still tried.
    await expect(run('--to', 's3')).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('Failed: 1\n  norrbesikt/protokoll: file storage unavailable'),
    });
    // A bucket that cannot be listed stops the command with the store's answer.
    await expect(run('--to', 'local')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('file storage unavailable'),
    });
  });
});
