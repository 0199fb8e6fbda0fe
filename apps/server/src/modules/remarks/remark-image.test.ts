import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { queryRows } from '../../platform/db/database.ts';
import { useRemarkWorld } from '../../../test/support/remark-fixture.ts';
import {
  addObject,
  addPhoto,
  addRemark,
  followLink,
  jpegFile,
  objectAt,
  remarkAt,
} from '../../../test/support/remark-factories.ts';
import { multipartBody, type MultipartFile } from '../../../test/support/multipart-body.ts';
import { storedFiles as storedFilesOf } from '../../../test/support/stored-files.ts';
import { hasGpsDirectory, jpegPhoto, pixelFloodPng, pngImage } from '../../../test/support/test-images.ts';

const world = useRemarkWorld();
let object: { id: string };

beforeAll(async () => {
  object = await addObject(world.app, world.firm, world.owner, world.inspection.id);
});

/** A new remark on the object (the one under test unless given), and the request naming it. */
async function newRemark(objectId = object.id) {
  const remark = await addRemark(world.app, world.firm, world.owner, world.inspection.id, objectId);
  return { ...remark, at: remarkAt(world.firm, world.inspection.id, objectId, remark.id) };
}

/** Uploads the files to the remark, with the form fields beside them, as the user. */
const upload = (
  remark: { at: ReturnType<typeof remarkAt> },
  files: MultipartFile[],
  body: { originalId?: string; annotations?: string } = {},
  user = world.owner,
) => world.as(user).upload(remarkImageEndpoints.upload, { ...remark.at, body }, files);

/** A remark of the object under test, as the user sees it listed. */
const listedRemark = async (remarkId: string, user = world.owner) =>
  (
    await world.as(user).ok(remarkEndpoints.list, objectAt(world.firm, world.inspection.id, object.id))
  ).items.find((item) => item.id === remarkId)!;

const storedFiles = () => storedFilesOf(world.app);

async function assetRows(): Promise<{ name: string; original_name: string | null; storage_key: string }[]> {
  return world.app.database.asSystem((tx) =>
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

const fetchAsset = (url: string, user = world.owner) => followLink(world.app, user, url);

describe('uploading a remark photo', () => {
  it('stores a JPEG under a generated name with a thumbnail and lists it on the remark', async () => {
    const remark = await newRemark();
    const response = await upload(remark, [await jpegFile('IMG_1234.jpg')]);
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ originalId: null, annotations: null, width: 1200, height: 900 });
    expect(image.name).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}\.jpg$/);
    expect(image.url).toBe(`/${world.firm.id}/v1/content/assets/${image.name}`);
    expect(image.thumbnailUrl).toBe(`${image.url}?variant=thumbnail`);
    const asset = (await assetRows()).find((row) => row.name === image.name)!;
    expect(asset.original_name).toBe('IMG_1234.jpg');
    expect(asset.storage_key.startsWith(`${world.firm.id}/`)).toBe(true);

    expect((await listedRemark(remark.id, world.viewer)).images).toEqual([image]);
  });

  it('renames a pasted image.jpg to a time-stamped name', async () => {
    const remark = await newRemark();
    const image = await addPhoto(world.app, world.owner, remark.at, await jpegFile('image.jpg'));
    expect(image.name).not.toBe('image.jpg');
    expect(image.name).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}\.jpg$/);
  });

  it('serves the photo without its GPS position, and a smaller thumbnail', async () => {
    const remark = await newRemark();
    const file = await jpegFile('karta.jpg', { gps: true });
    expect(hasGpsDirectory((await sharp(file.bytes).metadata()).exif)).toBe(true);
    const image = await addPhoto(world.app, world.owner, remark.at, file);

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
    const image = await addPhoto(world.app, world.owner, remark.at, {
      name: 'ritning.png',
      type: 'image/png',
      bytes: await pngImage(),
    });
    expect(image.name).toMatch(/\.png$/);
    const served = await fetchAsset(image.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a text file renamed to .jpg, by its content', async () => {
    const remark = await newRemark();
    await expectNothingWritten(async () => {
      const response = await upload(remark, [
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
      const response = await upload(remark, [
        { name: 'bomb.png', type: 'image/png', bytes: await pixelFloodPng(30_000, 30_000) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Bilden är för stor: högst 50 megapixlar.');
    });
  });

  it('takes one image at a time', async () => {
    const remark = await newRemark();
    await expectNothingWritten(async () => {
      const response = await upload(remark, [await jpegFile('a.jpg'), await jpegFile('b.jpg')]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'En bild i taget',
        errors: { 'body.file': ['En bild i taget'] },
      });
    });
    const noFile = await upload(remark, [], { annotations: '[]' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ 'body.file': ['Välj en bild att ladda upp'] });
    const notMultipart = await world.as(world.owner).send(remarkImageEndpoints.upload, {
      ...remark.at,
      body: { file: 'x' } as never,
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses a body over 31457280 bytes with 413, and writes nothing', async () => {
    const remark = await newRemark();
    const huge = Buffer.concat([await jpegPhoto(), Buffer.alloc(REQUEST_BODY_MAX_BYTES)]);
    const body = await multipartBody([{ name: 'stor.jpg', type: 'image/jpeg', bytes: huge }]);
    const url = endpointUrl(remarkImageEndpoints.upload, remark.at);
    await expectNothingWritten(async () => {
      const declared = await world.app.inject({
        method: 'POST',
        url,
        headers: { ...world.owner.auth, 'content-type': body.contentType },
        payload: body.bytes,
      });
      expect(declared.statusCode).toBe(413);
      expect(declared.headers['content-type']).toContain('application/problem+json');
      expect(declared.json().detail).toBe('Filen är för stor: högst 30 MB.');
      // Without a declared length the file is cut off while it streams.
      const streamed = await world.app.inject({
        method: 'POST',
        url,
        headers: { ...world.owner.auth, 'content-type': body.contentType },
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
      const raw = await upload(remark, [await jpegFile()], { originalId: '\u0000' });
      expect(raw.statusCode).toBe(400);
      expect(raw.json()).toMatchObject({ ...nul, errors: { 'body.originalId': [expect.any(String)] } });
      const escaped = await upload(remark, [await jpegFile()], { annotations: JSON.stringify([text]) });
      expect(escaped.statusCode).toBe(400);
      expect(escaped.json()).toMatchObject({
        ...nul,
        errors: { 'body.annotations.0.text': [expect.any(String)] },
      });
    });
  });

  it('keeps the original when an annotated version is uploaded', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile('vägg.jpg'));
    const annotations = [
      { shape: 'rectangle', x: 10, y: 20, width: 300, height: 200, color: '#ff0000' },
      { shape: 'circle', x: 600, y: 450, radius: 40, color: '#00ff00', strokeWidth: 4 },
      { shape: 'arrow', x: 100, y: 100, toX: 400, toY: 300, color: '#0000ff' },
      { shape: 'text', x: 50, y: 800, text: 'Spricka', color: '#ffffff', fontSize: 32 },
    ];
    const version = await upload(remark, [await jpegFile('vägg-markerad.jpg')], {
      originalId: original.id,
      annotations: JSON.stringify(annotations),
    });
    expect(version.statusCode).toBe(201);
    expect(version.json()).toMatchObject({ originalId: original.id, annotations });
    expect(version.json().name).not.toBe(original.name);

    // Drawing on the version makes another version of the same original.
    const second = await upload(remark, [await jpegFile()], {
      originalId: version.json().id,
      annotations: '[]',
    });
    expect(second.json().originalId).toBe(original.id);

    const { images } = await listedRemark(remark.id);
    expect(images.map((image) => image.id)).toEqual([original.id, version.json().id, second.json().id]);
    expect((await fetchAsset(original.url)).statusCode).toBe(200);
  });

  it('refuses bad annotations and an original that is not the remark’s', async () => {
    const remark = await newRemark();
    const elsewhere = await newRemark();
    const foreign = await addPhoto(world.app, world.owner, elsewhere.at, await jpegFile());
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
        const response = await upload(remark, [await jpegFile()], fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().errors, JSON.stringify(fields)).toHaveProperty([field]);
      }
    });
  });

  it('answers 404 for another firm’s remark, before reading the upload', async () => {
    const { otherInspection } = world;
    const otherObject = await addObject(world.app, world.otherFirm, world.outsider, otherInspection.id);
    const otherRemark = await addRemark(
      world.app,
      world.otherFirm,
      world.outsider,
      otherInspection.id,
      otherObject.id,
    );
    await expectNothingWritten(async () => {
      for (const at of [
        remarkAt(world.firm, world.inspection.id, object.id, otherRemark.id),
        remarkAt(world.firm, otherInspection.id, otherObject.id, otherRemark.id),
      ]) {
        const response = await upload({ at }, [await jpegFile()]);
        expect(response.statusCode).toBe(404);
      }
    });
  });

  it('lets readers see photos but not upload them', async () => {
    const remark = await newRemark();
    const response = await upload(remark, [await jpegFile()], {}, world.viewer);
    expect(response.statusCode).toBe(403);
  });
});

describe('removing photos', () => {
  it('deletes a photo with its annotated versions, and their files', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    const version = await addPhoto(world.app, world.owner, remark.at, await jpegFile(), {
      originalId: original.id,
    });
    const filesBefore = await storedFiles();
    const photo = { params: { ...remark.at.params, image: original.id } };
    const response = await world.as(world.owner).send(remarkImageEndpoints.remove, photo);
    expect(response.statusCode).toBe(204);
    expect((await fetchAsset(original.url)).statusCode).toBe(404);
    expect((await fetchAsset(version.url)).statusCode).toBe(404);
    expect((await storedFiles()).length).toBe(filesBefore.length - 4);
    const again = await world.as(world.owner).send(remarkImageEndpoints.remove, photo);
    expect(again.statusCode).toBe(404);
  });

  it('keeps the files a copied object still uses, and removes them with the last user', async () => {
    const source = await addObject(world.app, world.firm, world.owner, world.inspection.id, {
      name: 'Delade bilder',
    });
    const remark = await newRemark(source.id);
    const image = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    const copy = await world.as(world.owner).ok(objectEndpoints.act, {
      ...objectAt(world.firm, world.inspection.id, source.id),
      query: { state: 'copy' },
    });
    const filesWithBoth = await storedFiles();

    const removeRemark = await world.as(world.owner).send(remarkEndpoints.remove, remark.at);
    expect(removeRemark.statusCode).toBe(204);
    expect(await storedFiles()).toEqual(filesWithBoth);
    expect((await fetchAsset(image.url)).statusCode).toBe(200);

    const removeCopy = await world
      .as(world.owner)
      .send(objectEndpoints.remove, objectAt(world.firm, world.inspection.id, copy.id));
    expect(removeCopy.statusCode).toBe(204);
    expect((await storedFiles()).length).toBe(filesWithBoth.length - 2);
    expect((await fetchAsset(image.url)).statusCode).toBe(404);
  });
});
