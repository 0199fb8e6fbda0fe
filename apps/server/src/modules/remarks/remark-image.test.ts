import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { queryRows } from '../../platform/db/database.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import {
  addObject,
  addRemark,
  buildInspection,
  objectsUrl,
  remarksUrl,
  uploadToRemark,
} from '../../../test/support/remark-factories.ts';
import { multipartBody } from '../../../test/support/multipart-body.ts';
import { storedFiles as storedFilesOf } from '../../../test/support/stored-files.ts';
import { hasGpsDirectory, jpegPhoto, pixelFloodPng, pngImage } from '../../../test/support/test-images.ts';

let app: FastifyInstance;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let inspection: { id: string };
let object: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  viewer = await buildUser(app);
  outsider = await buildUser(app);
  firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  otherFirm = await buildTenant(app, outsider);
  inspection = await buildInspection(app, firm, owner);
  object = await addObject(app, firm, owner, inspection.id);
});
afterAll(async () => app?.close());

async function newRemark(objectId = object.id) {
  const remark = await addRemark(app, firm, owner, inspection.id, objectId);
  return { ...remark, imagesUrl: `${remarksUrl(firm, inspection.id, objectId)}/${remark.id}/images` };
}

const jpegFile = async (name = 'IMG_1234.jpg', options: Parameters<typeof jpegPhoto>[0] = {}) => ({
  name,
  type: 'image/jpeg',
  bytes: await jpegPhoto(options),
});

const storedFiles = () => storedFilesOf(app);

async function assetRows(): Promise<{ name: string; original_name: string | null; storage_key: string }[]> {
  return app.database.asSystem((tx) =>
    queryRows(tx, sql`SELECT name, original_name, storage_key FROM assets ORDER BY created_at, name`),
  );
}

/** Runs a refused request and checks that neither a file nor a row was written. */
async function expectNothingWritten(run: () => Promise<void>): Promise<void> {
  const [files, assets] = [await storedFiles(), await assetRows()];
  await run();
  expect(await storedFiles()).toEqual(files);
  expect(await assetRows()).toEqual(assets);
}

const fetchAsset = (url: string, user = owner) => app.inject({ method: 'GET', url, headers: user.auth });

describe('uploading a remark photo', () => {
  it('stores a JPEG under a generated name with a thumbnail and lists it on the remark', async () => {
    const remark = await newRemark();
    const response = await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile('IMG_1234.jpg')]);
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ originalId: null, annotations: null, width: 1200, height: 900 });
    expect(image.name).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}\.jpg$/);
    expect(image.url).toBe(`/${firm.id}/v1/content/assets/${image.name}`);
    expect(image.thumbnailUrl).toBe(`${image.url}?variant=thumbnail`);
    const asset = (await assetRows()).find((row) => row.name === image.name)!;
    expect(asset.original_name).toBe('IMG_1234.jpg');
    expect(asset.storage_key.startsWith(`${firm.id}/`)).toBe(true);

    const listed = await app.inject({
      method: 'GET',
      url: remarksUrl(firm, inspection.id, object.id),
      headers: viewer.auth,
    });
    const listedRemark = listed.json().items.find((item: { id: string }) => item.id === remark.id);
    expect(listedRemark.images).toEqual([image]);
  });

  it('renames a pasted image.jpg to a time-stamped name', async () => {
    const remark = await newRemark();
    const image = (await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile('image.jpg')])).json();
    expect(image.name).not.toBe('image.jpg');
    expect(image.name).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}\.jpg$/);
  });

  it('serves the photo without its GPS position, and a smaller thumbnail', async () => {
    const remark = await newRemark();
    const file = await jpegFile('karta.jpg', { gps: true });
    expect(hasGpsDirectory((await sharp(file.bytes).metadata()).exif)).toBe(true);
    const image = (await uploadToRemark(app, owner, remark.imagesUrl, [file])).json();

    const original = await fetchAsset(image.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const served = await sharp(original.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(hasGpsDirectory(served.exif)).toBe(false);

    const thumbnail = await fetchAsset(image.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    expect(thumbnail.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it('keeps a PNG a PNG', async () => {
    const remark = await newRemark();
    const image = (
      await uploadToRemark(app, owner, remark.imagesUrl, [
        { name: 'ritning.png', type: 'image/png', bytes: await pngImage() },
      ])
    ).json();
    expect(image.name).toMatch(/\.png$/);
    const served = await fetchAsset(image.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a text file renamed to .jpg, by its content', async () => {
    const remark = await newRemark();
    await expectNothingWritten(async () => {
      const response = await uploadToRemark(app, owner, remark.imagesUrl, [
        { name: 'foto.jpg', type: 'image/jpeg', bytes: Buffer.from('Hej! Det här är ingen bild.') },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Filen är inte en bild i formatet JPEG, PNG eller WebP.',
        errors: { 'body.file': ['Filen är inte en bild i formatet JPEG, PNG eller WebP.'] },
      });
    });
  });

  it('refuses a pixel flood', async () => {
    const remark = await newRemark();
    await expectNothingWritten(async () => {
      const response = await uploadToRemark(app, owner, remark.imagesUrl, [
        { name: 'bomb.png', type: 'image/png', bytes: await pixelFloodPng(30_000, 30_000) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Bilden är för stor: högst 50 megapixlar.');
    });
  });

  it('takes one image at a time', async () => {
    const remark = await newRemark();
    await expectNothingWritten(async () => {
      const response = await uploadToRemark(app, owner, remark.imagesUrl, [
        await jpegFile('a.jpg'),
        await jpegFile('b.jpg'),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'En bild i taget',
        errors: { 'body.file': ['En bild i taget'] },
      });
    });
    const noFile = await uploadToRemark(app, owner, remark.imagesUrl, [], { annotations: '[]' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ 'body.file': ['Välj en bild att ladda upp'] });
    const notMultipart = await app.inject({
      method: 'POST',
      url: remark.imagesUrl,
      headers: owner.auth,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses a body over 31457280 bytes with 413, and writes nothing', async () => {
    const remark = await newRemark();
    const huge = Buffer.concat([await jpegPhoto(), Buffer.alloc(REQUEST_BODY_MAX_BYTES)]);
    const body = await multipartBody([{ name: 'stor.jpg', type: 'image/jpeg', bytes: huge }]);
    await expectNothingWritten(async () => {
      const declared = await app.inject({
        method: 'POST',
        url: remark.imagesUrl,
        headers: { ...owner.auth, 'content-type': body.contentType },
        payload: body.bytes,
      });
      expect(declared.statusCode).toBe(413);
      expect(declared.headers['content-type']).toContain('application/problem+json');
      expect(declared.json().detail).toBe('Filen är för stor: högst 30 MB.');
      // Without a declared length the file is cut off while it streams.
      const streamed = await app.inject({
        method: 'POST',
        url: remark.imagesUrl,
        headers: { ...owner.auth, 'content-type': body.contentType },
        payload: Readable.from([body.bytes]),
      });
      expect(streamed.statusCode).toBe(413);
    });
  });

  it('refuses a NUL byte in a form field, also escaped in its JSON, with 400 and writes nothing', async () => {
    const remark = await newRemark();
    const nul = { detail: 'Begäran innehåller ett otillåtet tecken (NUL)' };
    const text = { shape: 'text', x: 1, y: 1, text: 'Spricka\u0000', color: '#ffffff', fontSize: 32 };
    await expectNothingWritten(async () => {
      const raw = await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile()], {
        originalId: '\u0000',
      });
      expect(raw.statusCode).toBe(400);
      expect(raw.json()).toMatchObject({ ...nul, errors: { 'body.originalId': [expect.any(String)] } });
      const escaped = await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile()], {
        annotations: JSON.stringify([text]),
      });
      expect(escaped.statusCode).toBe(400);
      expect(escaped.json()).toMatchObject({
        ...nul,
        errors: { 'body.annotations.0.text': [expect.any(String)] },
      });
    });
  });

  it('keeps the original when an annotated version is uploaded', async () => {
    const remark = await newRemark();
    const original = (
      await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile('vägg.jpg')])
    ).json();
    const annotations = [
      { shape: 'rectangle', x: 10, y: 20, width: 300, height: 200, color: '#ff0000' },
      { shape: 'circle', x: 600, y: 450, radius: 40, color: '#00ff00', strokeWidth: 4 },
      { shape: 'arrow', x: 100, y: 100, toX: 400, toY: 300, color: '#0000ff' },
      { shape: 'text', x: 50, y: 800, text: 'Spricka', color: '#ffffff', fontSize: 32 },
    ];
    const version = await uploadToRemark(
      app,
      owner,
      remark.imagesUrl,
      [await jpegFile('vägg-markerad.jpg')],
      {
        originalId: original.id,
        annotations: JSON.stringify(annotations),
      },
    );
    expect(version.statusCode).toBe(201);
    expect(version.json()).toMatchObject({ originalId: original.id, annotations });
    expect(version.json().name).not.toBe(original.name);

    // Drawing on the version makes another version of the same original.
    const second = await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile()], {
      originalId: version.json().id,
      annotations: '[]',
    });
    expect(second.json().originalId).toBe(original.id);

    const listed = await app.inject({
      method: 'GET',
      url: remarksUrl(firm, inspection.id, object.id),
      headers: owner.auth,
    });
    const images = listed.json().items.find((item: { id: string }) => item.id === remark.id).images;
    expect(images.map((image: { id: string }) => image.id)).toEqual([
      original.id,
      version.json().id,
      second.json().id,
    ]);
    expect((await fetchAsset(original.url)).statusCode).toBe(200);
  });

  it('refuses bad annotations and an original that is not the remark’s', async () => {
    const remark = await newRemark();
    const elsewhere = await newRemark();
    const foreign = (await uploadToRemark(app, owner, elsewhere.imagesUrl, [await jpegFile()])).json();
    await expectNothingWritten(async () => {
      for (const [fields, field] of [
        [{ annotations: '{inte json' }, 'body.annotations'],
        [
          { annotations: JSON.stringify([{ shape: 'triangle', x: 1, y: 1, color: '#000000' }]) },
          'body.annotations.0.shape',
        ],
        [
          { annotations: JSON.stringify([{ shape: 'circle', x: 1, y: 1, radius: 2, color: 'röd' }]) },
          'body.annotations.0.color',
        ],
        [{ originalId: 'inte-ett-id' }, 'body.originalId'],
        [{ originalId: foreign.id }, 'body.originalId'],
      ] as const) {
        const response = await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile()], fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().errors, JSON.stringify(fields)).toHaveProperty([field]);
      }
    });
  });

  it('answers 404 for another firm’s remark, before reading the upload', async () => {
    const otherInspection = await buildInspection(app, otherFirm, outsider);
    const otherObject = await addObject(app, otherFirm, outsider, otherInspection.id);
    const otherRemark = await addRemark(app, otherFirm, outsider, otherInspection.id, otherObject.id);
    await expectNothingWritten(async () => {
      for (const target of [
        `${remarksUrl(firm, inspection.id, object.id)}/${otherRemark.id}/images`,
        `${remarksUrl(firm, otherInspection.id, otherObject.id)}/${otherRemark.id}/images`,
      ]) {
        const response = await uploadToRemark(app, owner, target, [await jpegFile()]);
        expect(response.statusCode).toBe(404);
      }
    });
  });

  it('lets readers see photos but not upload them', async () => {
    const remark = await newRemark();
    const response = await uploadToRemark(app, viewer, remark.imagesUrl, [await jpegFile()]);
    expect(response.statusCode).toBe(403);
  });
});

describe('removing photos', () => {
  it('deletes a photo with its annotated versions, and their files', async () => {
    const remark = await newRemark();
    const original = (await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile()])).json();
    const version = (
      await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile()], { originalId: original.id })
    ).json();
    const filesBefore = await storedFiles();
    const response = await app.inject({
      method: 'DELETE',
      url: `${remark.imagesUrl}/${original.id}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(204);
    expect((await fetchAsset(original.url)).statusCode).toBe(404);
    expect((await fetchAsset(version.url)).statusCode).toBe(404);
    expect((await storedFiles()).length).toBe(filesBefore.length - 4);
    const again = await app.inject({
      method: 'DELETE',
      url: `${remark.imagesUrl}/${original.id}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the files a copied object still uses, and removes them with the last user', async () => {
    const source = await addObject(app, firm, owner, inspection.id, { name: 'Delade bilder' });
    const remark = await newRemark(source.id);
    const image = (await uploadToRemark(app, owner, remark.imagesUrl, [await jpegFile()])).json();
    const copy = (
      await app.inject({
        method: 'POST',
        url: `${objectsUrl(firm, inspection.id)}/${source.id}?state=copy`,
        headers: owner.auth,
      })
    ).json();
    const filesWithBoth = await storedFiles();

    const removeRemark = await app.inject({
      method: 'DELETE',
      url: `${remarksUrl(firm, inspection.id, source.id)}/${remark.id}`,
      headers: owner.auth,
    });
    expect(removeRemark.statusCode).toBe(204);
    expect(await storedFiles()).toEqual(filesWithBoth);
    expect((await fetchAsset(image.url)).statusCode).toBe(200);

    const removeCopy = await app.inject({
      method: 'DELETE',
      url: `${objectsUrl(firm, inspection.id)}/${copy.id}`,
      headers: owner.auth,
    });
    expect(removeCopy.statusCode).toBe(204);
    expect((await storedFiles()).length).toBe(filesWithBoth.length - 2);
    expect((await fetchAsset(image.url)).statusCode).toBe(404);
  });
});
