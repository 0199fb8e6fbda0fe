import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { uploadSessionEndpoints } from '@syna/contracts/endpoints/upload-sessions';
import {
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_CONFLICT_PROBLEM_TYPE,
  UPLOAD_OFFSET_HEADER,
  UPLOAD_SESSION_MAX_BYTES,
  type UploadSession,
} from '@syna/contracts/upload-sessions';
import { queryRows } from '../../platform/db/database.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { countRows } from '../../../test/support/direct-rows.ts';
import * as records from '../../../test/support/remark-factories.ts';
import { storedFiles } from '../../../test/support/stored-files.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { setUpTwoFirms } from '../../../test/support/two-firms.ts';
import { jobOf } from '../../../test/support/jobs.ts';
import { discardExpiredUpload, UPLOAD_SESSION_DISCARD_JOB } from './upload-session.service.ts';
import { noisePhoto } from '../../../test/support/test-images.ts';
import { sendBrokenChunk } from '../../../test/support/broken-chunk.ts';

// Resumable photo uploads: a session, its chunks at their offsets, the photo made from it.

const world = useWorld(async () => {
  const firms = await setUpTwoFirms({ name: 'colleague', roles: ['user'] });
  const inspection = await records.buildInspection(firms.app, firms.firm, firms.owner);
  const object = await records.addObject(firms.app, firms.firm, firms.owner, inspection.id);
  return { ...firms, inspection, object };
});

/** A photo that takes several chunks. */
let photo: Buffer;
beforeAll(async () => {
  photo = await noisePhoto();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sessionAt = (upload: string, tenant = world.firm.id) => ({ params: { tenant, id: upload } });

async function openSession(size = photo.length, user: TestUser = world.owner): Promise<UploadSession> {
  return world
    .as(user)
    .ok(uploadSessionEndpoints.create, { params: { tenant: world.firm.id }, body: { size } });
}

/** Sends bytes as a chunk at `offset`. */
function sendChunk(
  upload: string,
  offset: number,
  bytes: Buffer,
  user: TestUser = world.owner,
  tenant = world.firm.id,
) {
  return world.app.inject({
    method: 'PATCH',
    url: endpointUrl(uploadSessionEndpoints.append, sessionAt(upload, tenant)),
    headers: {
      ...user.auth,
      'content-type': UPLOAD_CHUNK_CONTENT_TYPE,
      [UPLOAD_OFFSET_HEADER]: String(offset),
    },
    payload: bytes,
  });
}

/** Sends the whole photo in chunks of `size` from `from`. */
async function sendAll(upload: string, from = 0, size = 256 * 1024) {
  for (let offset = from; offset < photo.length; offset += size) {
    const response = await sendChunk(upload, offset, photo.subarray(offset, offset + size));
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function newRemark() {
  const { app, firm, owner, inspection, object } = world;
  const remark = await records.addRemark(app, firm, owner, inspection.id, object.id);
  return records.remarkAt(firm, inspection.id, object.id, remark.id);
}

const finish = (
  remark: Awaited<ReturnType<typeof newRemark>>,
  upload: string,
  user: TestUser = world.owner,
) =>
  world.as(user).send(remarkImageEndpoints.uploadFromSession, {
    ...remark,
    body: { upload, filename: 'IMG_2044.jpg' },
  });

const sessionRows = () => countRows(world.app, world.firm.id, 'upload_sessions');
const partialLength = async (upload: string) => {
  const [row] = await world.app.database.asSystem((tx) =>
    queryRows<{ storage_key: string }>(tx, sql`SELECT storage_key FROM upload_sessions WHERE id = ${upload}`),
  );
  return row ? world.app.partialFiles.length(row.storage_key) : null;
};

describe('upload sessions', () => {
  it('takes a photo in chunks, tells the offset, and makes the photo a direct upload makes', async () => {
    const session = await openSession();
    expect(session).toMatchObject({ size: photo.length, offset: 0 });
    await sendAll(session.id, 0, 300_000);
    const head = await world.app.inject({
      method: 'HEAD',
      url: endpointUrl(uploadSessionEndpoints.status, sessionAt(session.id)),
      headers: world.owner.auth,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers[UPLOAD_OFFSET_HEADER]).toBe(String(photo.length));
    expect(head.headers['upload-length']).toBe(String(photo.length));
    // The bytes assembled are the photo's, byte for byte.
    const assembled = await takeAssembled(session.id);
    expect(sha256(assembled)).toBe(sha256(photo));

    const remark = await newRemark();
    const response = await finish(remark, session.id);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<{ url: string }>();
    const direct = await records.addPhoto(world.app, world.owner, await newRemark(), {
      name: 'IMG_2044.jpg',
      type: 'image/jpeg',
      bytes: photo,
    });
    // One code path: the stored photo is what the same photo sent whole becomes.
    const [viaSession, whole] = await Promise.all(
      [image.url, direct.url].map(
        async (url) => (await records.followLink(world.app, world.owner, url)).rawPayload,
      ),
    );
    expect(sha256(viaSession!)).toBe(sha256(whole!));
    // The session and its bytes are gone.
    expect(await partialLength(session.id)).toBeNull();
    expect(
      (await world.as(world.owner).send(uploadSessionEndpoints.status, sessionAt(session.id))).statusCode,
    ).toBe(404);
  });

  it('refuses a chunk at another offset than held, with the offset to go on from', async () => {
    const session = await openSession();
    await sendChunk(session.id, 0, photo.subarray(0, 1000));
    const wrong = await sendChunk(session.id, 500, photo.subarray(500, 1500));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      type: UPLOAD_OFFSET_CONFLICT_PROBLEM_TYPE,
      current: { id: session.id, offset: 1000 },
    });
    expect(await partialLength(session.id)).toBe(1000);
  });

  it('keeps what arrived of a chunk whose connection broke, and goes on from there', async () => {
    const session = await openSession();
    const baseUrl = await world.app.listen({ port: 0, host: '127.0.0.1' });
    const half = 200_000;
    // A chunk of 400 000 bytes announced; the connection breaks after half of them.
    await sendBrokenChunk({
      url: `${baseUrl}${endpointUrl(uploadSessionEndpoints.append, sessionAt(session.id))}`,
      auth: world.owner.auth,
      offset: 0,
      announced: 2 * half,
      bytes: photo.subarray(0, half),
      beforeBreak: async () => {
        while ((await partialLength(session.id)) !== half) await new Promise((wait) => setTimeout(wait, 20));
      },
    });
    // The server answers the bytes it kept (after the broken request has ended on its side).
    let status: UploadSession;
    do status = await world.as(world.owner).ok(uploadSessionEndpoints.status, sessionAt(session.id));
    while (status.offset !== half);
    await sendAll(session.id, half);
    expect(sha256(await takeAssembled(session.id))).toBe(sha256(photo));
    const response = await finish(await newRemark(), session.id);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a size above the photo limit and a chunk past the declared size (413)', async () => {
    const tooLarge = await world.as(world.owner).send(uploadSessionEndpoints.create, {
      params: { tenant: world.firm.id },
      body: { size: UPLOAD_SESSION_MAX_BYTES + 1 },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toContain('application/problem+json');
    const session = await openSession(1000);
    const past = await sendChunk(session.id, 0, photo.subarray(0, 1001));
    expect(past.statusCode).toBe(413);
    expect(await partialLength(session.id)).toBe(0);
  });

  it('answers another member’s or another firm’s session as not there (404)', async () => {
    const session = await openSession();
    await sendChunk(session.id, 0, photo.subarray(0, 1000));
    const colleague = world.as(world.colleague);
    expect((await colleague.send(uploadSessionEndpoints.status, sessionAt(session.id))).statusCode).toBe(404);
    expect((await sendChunk(session.id, 1000, photo.subarray(1000, 2000), world.colleague)).statusCode).toBe(
      404,
    );
    const theirs = await world
      .as(world.outsider)
      .send(uploadSessionEndpoints.status, sessionAt(session.id, world.otherFirm.id));
    expect(theirs.statusCode).toBe(404);
    expect(
      (await sendChunk(session.id, 1000, photo.subarray(1000, 2000), world.outsider, world.otherFirm.id))
        .statusCode,
    ).toBe(404);
    expect((await finish(await newRemark(), session.id, world.colleague)).statusCode).toBe(404);
    expect(await partialLength(session.id)).toBe(1000);
  });

  it('writes nothing when the finish fails: unfinished, or not a photo', async () => {
    const before = { files: await storedFiles(world.app), images: await imageRows() };
    const unfinished = await openSession();
    await sendChunk(unfinished.id, 0, photo.subarray(0, 1000));
    const early = await finish(await newRemark(), unfinished.id);
    expect(early.statusCode).toBe(409);

    const text = Buffer.from('inte en bild '.repeat(100));
    const notPhoto = await openSession(text.length);
    expect((await sendChunk(notPhoto.id, 0, text)).statusCode).toBe(200);
    const refused = await finish(await newRemark(), notPhoto.id);
    expect(refused.statusCode).toBe(400);
    expect({ files: await storedFiles(world.app), images: await imageRows() }).toEqual(before);
    // The sessions are as they were.
    expect(await partialLength(unfinished.id)).toBe(1000);
    expect(await partialLength(notPhoto.id)).toBe(text.length);
  });

  it('removes a session when it expires unfinished, with its bytes', async () => {
    const session = await openSession();
    await sendChunk(session.id, 0, photo.subarray(0, 1000));
    const before = await sessionRows();
    await world.app.database.asSystem((tx) =>
      tx.execute(
        sql`UPDATE upload_sessions SET expires_at = now() - interval '1 minute' WHERE id = ${session.id}`,
      ),
    );
    const [row] = await world.app.database.asSystem((tx) =>
      queryRows<{ storage_key: string }>(
        tx,
        sql`SELECT storage_key FROM upload_sessions WHERE id = ${session.id}`,
      ),
    );
    await discardExpiredUpload(
      world.app.partialFiles,
      jobOf(world.app, UPLOAD_SESSION_DISCARD_JOB, { tenantId: world.firm.id, uploadId: session.id }),
    );
    expect(await sessionRows()).toBe(before - 1);
    expect(await world.app.partialFiles.length(row!.storage_key)).toBe(0);
    expect(
      (await world.as(world.owner).send(uploadSessionEndpoints.status, sessionAt(session.id))).statusCode,
    ).toBe(404);
  });
});

const imageRows = () => countRows(world.app, world.firm.id, 'remark_images');

/** The bytes a session holds, read from the storage's area for partial files. */
async function takeAssembled(upload: string): Promise<Buffer> {
  const [row] = await world.app.database.asSystem((tx) =>
    queryRows<{ storage_key: string }>(tx, sql`SELECT storage_key FROM upload_sessions WHERE id = ${upload}`),
  );
  return buffer((await world.app.partialFiles.read(row!.storage_key))!);
}
