import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { uploadSessionEndpoints } from '@syna/contracts/endpoints/upload-sessions';
import {
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  type UploadSession,
} from '@syna/contracts/upload-sessions';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/platform/db/database.ts';
import { S3FileStorage } from '../src/platform/storage/s3-file-storage.ts';
import { startObjectStore, type TestObjectStore } from './support/object-store.ts';
import * as records from './support/remark-factories.ts';
import { useWorld } from './support/test-world.ts';
import { setUpTwoFirms, VIEWER } from './support/two-firms.ts';
import { noisePhoto } from './support/test-images.ts';
import { sendBrokenChunk } from './support/broken-chunk.ts';

// Resumable uploads of an install whose files are in a bucket: each chunk waits there as an object
// of its own, so that the next chunk may arrive at any server copy behind the balancer.

const stores: TestObjectStore[] = [];
const copies: FastifyInstance[] = [];
const disks: string[] = [];
// Registered first, so run last: after the apps have closed.
afterAll(async () => Promise.all(stores.map((store) => store.close())));
afterAll(async () => Promise.all(copies.map((copy) => copy.close())));
afterAll(async () => Promise.all(disks.map((disk) => rm(disk, { recursive: true, force: true }))));

const world = useWorld(async () => {
  const store = await startObjectStore();
  stores.push(store);
  const firms = await setUpTwoFirms(VIEWER, { objectStore: store.config });
  const inspection = await records.buildInspection(firms.app, firms.firm, firms.owner);
  const object = await records.addObject(firms.app, firms.firm, firms.owner, inspection.id);
  return { ...firms, store, inspection, object };
});

/** A photo that takes three chunks: noise does not compress. */
let photo: Buffer;
beforeAll(async () => {
  photo = await noisePhoto();
});
const CHUNK = 256 * 1024;
const chunkOffsets = () =>
  Array.from({ length: Math.ceil(photo.length / CHUNK) }, (_, index) => index * CHUNK);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sessionAt = (id: string) => ({ params: { tenant: world.firm.id, id } });

const openSession = (): Promise<UploadSession> =>
  world.as(world.owner).ok(uploadSessionEndpoints.create, {
    params: { tenant: world.firm.id },
    body: { size: photo.length },
  });

const sendChunk = (app: FastifyInstance, id: string, offset: number) =>
  app.inject({
    method: 'PATCH',
    url: endpointUrl(uploadSessionEndpoints.append, sessionAt(id)),
    headers: {
      ...world.owner.auth,
      'content-type': UPLOAD_CHUNK_CONTENT_TYPE,
      [UPLOAD_OFFSET_HEADER]: String(offset),
    },
    payload: photo.subarray(offset, offset + CHUNK),
  });

const offsetAt = async (app: FastifyInstance, id: string) => {
  const head = await app.inject({
    method: 'HEAD',
    url: endpointUrl(uploadSessionEndpoints.status, sessionAt(id)),
    headers: world.owner.auth,
  });
  expect(head.statusCode).toBe(200);
  return Number(head.headers[UPLOAD_OFFSET_HEADER]);
};

const storageKeyOf = async (id: string) => {
  const [row] = await world.app.database.asSystem((tx) =>
    queryRows<{ storage_key: string }>(tx, sql`SELECT storage_key FROM upload_sessions WHERE id = ${id}`),
  );
  return row!.storage_key;
};

/** The bucket's objects that hold parts of uploads. */
const partObjects = async () =>
  (await new S3FileStorage(world.store.config).list('partial/')).map((object) => object.key);

/** Makes a remark's photo of the finished session, through `app`. */
async function finishAt(app: FastifyInstance, id: string) {
  const remarkOf = await records.addRemark(
    world.app,
    world.firm,
    world.owner,
    world.inspection.id,
    world.object.id,
  );
  const remark = records.remarkAt(world.firm, world.inspection.id, world.object.id, remarkOf.id);
  return app.inject({
    method: 'POST',
    url: endpointUrl(remarkImageEndpoints.uploadFromSession, remark),
    headers: { ...world.owner.auth, 'content-type': 'application/json' },
    payload: { upload: id, filename: 'IMG_2044.jpg' },
  });
}

describe('resumable uploads in the bucket', () => {
  it('keeps each chunk in the bucket, assembles the photo from them and removes them once it is made', async () => {
    const session = await openSession();
    for (let offset = 0; offset < photo.length; offset += CHUNK) {
      expect((await sendChunk(world.app, session.id, offset)).statusCode).toBe(200);
    }
    const key = await storageKeyOf(session.id);
    expect(await partObjects()).toEqual(
      chunkOffsets().map((offset) => `partial/${key}/${String(offset).padStart(12, '0')}`),
    );
    expect(await offsetAt(world.app, session.id)).toBe(photo.length);
    expect(sha256(await buffer((await world.app.partialFiles.read(key))!))).toBe(sha256(photo));

    const made = await finishAt(world.app, session.id);
    expect(made.statusCode, made.body).toBe(201);
    await expect.poll(partObjects).toEqual([]);
  });

  it('keeps nothing of a chunk whose connection broke: the offset says to send it again', async () => {
    const session = await openSession();
    expect((await sendChunk(world.app, session.id, 0)).statusCode).toBe(200);
    const baseUrl = await world.app.listen({ port: 0, host: '127.0.0.1' });
    // The second chunk is announced whole; the connection breaks after half of it.
    await sendBrokenChunk({
      url: `${baseUrl}${endpointUrl(uploadSessionEndpoints.append, sessionAt(session.id))}`,
      auth: world.owner.auth,
      offset: CHUNK,
      announced: CHUNK,
      bytes: photo.subarray(CHUNK, CHUNK + CHUNK / 2),
      beforeBreak: () => new Promise((wait) => setTimeout(wait, 200)),
    });
    // Once the server has seen the break, the session holds the first chunk only.
    await expect.poll(() => offsetAt(world.app, session.id)).toBe(CHUNK);
    for (let offset = CHUNK; offset < photo.length; offset += CHUNK) {
      expect((await sendChunk(world.app, session.id, offset)).statusCode).toBe(200);
    }
    const key = await storageKeyOf(session.id);
    expect(sha256(await buffer((await world.app.partialFiles.read(key))!))).toBe(sha256(photo));
    expect((await finishAt(world.app, session.id)).statusCode).toBe(201);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('a resumable upload across server copies', () => {
  it('takes chunks at whichever copy they reach and makes the photo at either', async () => {
    // A second copy of the same install on another machine: the same database and the same
    // bucket, a local disk of its own.
    const disk = await mkdtemp(path.join(tmpdir(), 'syna-second-copy-'));
    disks.push(disk);
    const second = await buildApp({
      ...world.app.config,
      filesDir: path.join(disk, 'files'),
      partialFilesDir: path.join(disk, 'partial-files'),
    });
    copies.push(second);
    const session = await openSession();
    const atCopy = [world.app, second];
    for (let offset = 0, turn = 0; offset < photo.length; offset += CHUNK, turn += 1) {
      const copy = atCopy[turn % 2]!;
      expect(await offsetAt(copy, session.id)).toBe(offset);
      const sent = await sendChunk(copy, session.id, offset);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    expect(await offsetAt(world.app, session.id)).toBe(photo.length);
    const made = await finishAt(second, session.id);
    expect(made.statusCode, made.body).toBe(201);
    // The photo made at the second copy is downloaded whole through the first.
    const { url } = made.json<{ url: string }>();
    const downloaded = await records.followLink(world.app, world.owner, url);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.length).toBeGreaterThan(0);
  });
});
