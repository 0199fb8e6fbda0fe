import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { REMARK_IMAGE_CAPTION_MAX_LENGTH, type Annotation } from '@syna/contracts/remarks';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { queryRows } from '../../platform/db/database.ts';
import { useRemarkWorld } from '../../../test/support/remark-fixture.ts';
import {
  addObject,
  addPhoto,
  annotatePhoto,
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

/** A new remark, on a new object, of the other firm's assignment. */
async function remarkOfOtherFirm() {
  const { app, otherFirm, outsider, otherInspection } = world;
  const otherObject = await addObject(app, otherFirm, outsider, otherInspection.id);
  const otherRemark = await addRemark(app, otherFirm, outsider, otherInspection.id, otherObject.id);
  return { otherObject, otherRemark };
}

/** Uploads the files to the remark as the user. */
const upload = (remark: { at: ReturnType<typeof remarkAt> }, files: MultipartFile[], user = world.owner) =>
  world.as(user).upload(remarkImageEndpoints.upload, remark.at, files);

/** Saves marks on the photo `imageId` of the remark as the user. */
const annotate = (
  remark: { at: ReturnType<typeof remarkAt> },
  imageId: string,
  annotations: unknown,
  user = world.owner,
) =>
  world.as(user).send(remarkImageEndpoints.annotate, {
    params: { ...remark.at.params, image: imageId },
    body: { annotations } as never,
  });

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
    const noFile = await upload(remark, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ 'body.file': ['Välj en bild att ladda upp'] });
    const notMultipart = await world.as(world.owner).send(remarkImageEndpoints.upload, {
      ...remark.at,
      ...({ body: { file: 'x' } } as object),
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

  it('answers 404 for another firm’s remark, before reading the upload', async () => {
    const { otherInspection } = world;
    const { otherObject, otherRemark } = await remarkOfOtherFirm();
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
    const response = await upload(remark, [await jpegFile()], world.viewer);
    expect(response.statusCode).toBe(403);
  });
});

const marks = [
  { shape: 'rectangle', x: 10, y: 20, width: 300, height: 200, color: '#ff0000' },
  { shape: 'circle', x: 600, y: 450, radius: 40, color: '#00ff00', strokeWidth: 4 },
  // An ellipse: 300 wide, 120 high.
  { shape: 'circle', x: 900, y: 300, radius: 150, radiusY: 60, color: '#ffff00', strokeWidth: 4 },
  { shape: 'arrow', x: 100, y: 100, toX: 400, toY: 300, color: '#0000ff' },
  { shape: 'text', x: 50, y: 800, text: 'Spricka & fukt', color: '#ffffff', fontSize: 32 },
] satisfies Annotation[];

/** The colour of one pixel of a stored image, as `#rrggbb`. */
async function pixelAt(url: string, x: number, y: number): Promise<string> {
  const bytes = (await fetchAsset(url)).rawPayload;
  const { data } = await sharp(bytes)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether a colour is near another (JPEG shifts colours a little). */
const near = (color: string, expected: string) =>
  [1, 3, 5].every(
    (offset) =>
      Math.abs(
        Number.parseInt(color.slice(offset, offset + 2), 16) -
          Number.parseInt(expected.slice(offset, offset + 2), 16),
      ) < 40,
  );

describe('annotating photos', () => {
  it('keeps the marks beside the original and draws them onto the annotated version', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile('vägg.jpg'));
    const response = await annotate(remark, original.id, marks);
    expect(response.statusCode).toBe(200);
    const version = response.json();
    expect(version).toMatchObject({ originalId: original.id, annotations: marks, width: 1200, height: 900 });
    expect(version.name).not.toBe(original.name);

    // The marks round-trip, for the editor to open them again.
    const { images } = await listedRemark(remark.id);
    expect(images.map((image) => image.id)).toEqual([original.id, version.id]);
    expect(images[1]!.annotations).toEqual(marks);
    // The rectangle's top edge is red on the version; the original is untouched.
    expect(near(await pixelAt(version.url, 150, 20), '#ff0000')).toBe(true);
    expect(near(await pixelAt(original.url, 150, 20), '#6a8caf')).toBe(true);
    expect(near(await pixelAt(version.url, 150, 120), '#6a8caf')).toBe(true);
    // The ellipse reaches its box's left and top edges, and no higher (a circle of its width would).
    expect(near(await pixelAt(version.url, 750, 300), '#ffff00')).toBe(true);
    expect(near(await pixelAt(version.url, 900, 240), '#ffff00')).toBe(true);
    expect(near(await pixelAt(version.url, 900, 170), '#6a8caf')).toBe(true);
    expect((await fetchAsset(version.thumbnailUrl)).statusCode).toBe(200);
  });

  it('replaces the annotated version on the next save: one annotated file, the old one removed', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    const filesWithOriginal = await storedFiles();
    const first = (await annotate(remark, original.id, marks)).json();
    // The image and its thumbnail.
    expect((await storedFiles()).length).toBe(filesWithOriginal.length + 2);

    // Moved: the rectangle now starts lower. Saved through the version, as the editor opens it.
    const moved = [{ ...marks[0], y: 400 }, ...marks.slice(1)];
    const second = await annotate(remark, first.id, moved);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.id, originalId: original.id, annotations: moved });
    expect(second.json().name).not.toBe(first.name);
    expect((await storedFiles()).length).toBe(filesWithOriginal.length + 2);
    expect((await fetchAsset(first.url)).statusCode).toBe(404);
    expect(near(await pixelAt(second.json().url, 150, 400), '#ff0000')).toBe(true);
    expect(near(await pixelAt(second.json().url, 150, 20), '#6a8caf')).toBe(true);
    const { images } = await listedRemark(remark.id);
    expect(images.map((image) => image.id)).toEqual([original.id, first.id]);
  });

  it('keeps annotated copies saved before marks were kept until the photo is annotated again', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    // Two full-size copies without marks, as each save used to leave them.
    const copies = [
      await addPhoto(world.app, world.owner, remark.at, await jpegFile()),
      await addPhoto(world.app, world.owner, remark.at, await jpegFile()),
    ];
    await world.app.database.asSystem((tx) =>
      tx.execute(
        sql`UPDATE remark_images SET original_id = ${original.id}
            WHERE id IN (${copies[0]!.id}, ${copies[1]!.id})`,
      ),
    );
    const listed = await listedRemark(remark.id);
    expect(listed.images.map((image) => [image.id, image.originalId, image.annotations])).toEqual([
      [original.id, null, null],
      [copies[0]!.id, original.id, null],
      [copies[1]!.id, original.id, null],
    ]);

    const filesBefore = await storedFiles();
    const version = (await annotate(remark, copies[0]!.id, marks)).json();
    // The newest copy is redrawn in place; the older one goes, with both copies' files.
    expect(version.id).toBe(copies[1]!.id);
    const { images } = await listedRemark(remark.id);
    expect(images.map((image) => image.id)).toEqual([original.id, copies[1]!.id]);
    expect((await storedFiles()).length).toBe(filesBefore.length - 2);
    for (const copy of copies) expect((await fetchAsset(copy.url)).statusCode).toBe(404);
  });

  it('refuses invalid marks with 400 and field errors, changing nothing', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    const version = (await annotate(remark, original.id, marks)).json();
    await expectNothingWritten(async () => {
      for (const [annotations, field] of [
        [[], 'body.annotations'],
        ['{inte en lista', 'body.annotations'],
        [[{ shape: 'triangle', x: 1, y: 1, color: '#000000' }], 'body.annotations.0.shape'],
        [[{ shape: 'circle', x: 1, y: 1, radius: 2, color: 'röd' }], 'body.annotations.0.color'],
        [[{ shape: 'circle', x: -5, y: 1, radius: 2, color: '#000000' }], 'body.annotations.0.x'],
        [[{ shape: 'text', x: 1, y: 1, text: 'Spricka\u0000', color: '#000000' }], 'body.annotations.0.text'],
      ] as const) {
        const response = await annotate(remark, original.id, annotations);
        expect(response.statusCode, JSON.stringify(annotations)).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json().errors, JSON.stringify(annotations)).toHaveProperty([field]);
      }
    });
    expect((await listedRemark(remark.id)).images[1]).toMatchObject({ id: version.id, annotations: marks });
  });

  it('answers 404 for another firm’s photo and for a photo of another remark, changing nothing', async () => {
    const { otherInspection } = world;
    const { otherObject, otherRemark } = await remarkOfOtherFirm();
    const otherAt = remarkAt(world.otherFirm, otherInspection.id, otherObject.id, otherRemark.id);
    const otherPhoto = await addPhoto(world.app, world.outsider, otherAt, await jpegFile());
    const remark = await newRemark();
    const elsewhere = await newRemark();
    const elsewherePhoto = await addPhoto(world.app, world.owner, elsewhere.at, await jpegFile());
    await expectNothingWritten(async () => {
      // Our path with their photo, their path under our firm, and a photo of our other remark.
      expect((await annotate(remark, otherPhoto.id, marks)).statusCode).toBe(404);
      const theirs = { at: remarkAt(world.firm, otherInspection.id, otherObject.id, otherRemark.id) };
      expect((await annotate(theirs, otherPhoto.id, marks)).statusCode).toBe(404);
      expect((await annotate(remark, elsewherePhoto.id, marks)).statusCode).toBe(404);
    });
    const theirList = await world
      .as(world.outsider)
      .ok(remarkEndpoints.list, objectAt(world.otherFirm, otherInspection.id, otherObject.id));
    expect(theirList.items[0]!.images.map((image) => image.id)).toEqual([otherPhoto.id]);
  });

  it('lets readers see the marks but not save them', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    expect((await annotate(remark, original.id, marks, world.viewer)).statusCode).toBe(403);
  });
});

describe('captioning photos', () => {
  const caption = (
    remark: { at: ReturnType<typeof remarkAt> },
    imageId: string,
    body: unknown,
    user = world.owner,
  ) =>
    world.as(user).send(remarkImageEndpoints.caption, {
      params: { ...remark.at.params, image: imageId },
      body: body as never,
    });

  it('keeps the caption on the original, shown by its annotated version too, kept when the marks are redrawn', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    const version = await annotatePhoto(world.app, world.owner, remark.at, original.id, marks);
    const written = await caption(remark, version.id, { caption: '  Fukt vid norra grundmuren ' });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({ id: version.id, caption: 'Fukt vid norra grundmuren' });
    await annotatePhoto(world.app, world.owner, remark.at, original.id, marks.slice(0, 1));
    const listed = await listedRemark(remark.id, world.viewer);
    expect(listed.images.map((image) => image.caption)).toEqual([
      'Fukt vid norra grundmuren',
      'Fukt vid norra grundmuren',
    ]);
    // A blank caption clears it.
    expect((await caption(remark, original.id, { caption: ' ' })).json()).toMatchObject({ caption: null });
    expect((await listedRemark(remark.id)).images.map((image) => image.caption)).toEqual([null, null]);
  });

  it('refuses a caption too long with 400 at the field, another firm’s photo with 404 and a reader with 403, changing nothing', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    await caption(remark, original.id, { caption: 'Mätpunkt 1' });
    const { otherObject, otherRemark } = await remarkOfOtherFirm();
    const otherAt = remarkAt(world.otherFirm, world.otherInspection.id, otherObject.id, otherRemark.id);
    const otherPhoto = await addPhoto(world.app, world.outsider, otherAt, await jpegFile());

    const tooLong = await caption(remark, original.id, {
      caption: 'x'.repeat(REMARK_IMAGE_CAPTION_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty(['body.caption']);
    expect((await caption(remark, otherPhoto.id, { caption: 'Intrång' })).statusCode).toBe(404);
    expect(
      (
        await caption(
          { at: remarkAt(world.firm, world.otherInspection.id, otherObject.id, otherRemark.id) },
          otherPhoto.id,
          { caption: 'Intrång' },
        )
      ).statusCode,
    ).toBe(404);
    expect((await caption(remark, original.id, { caption: 'Läsare' }, world.viewer)).statusCode).toBe(403);

    expect((await listedRemark(remark.id)).images[0]!.caption).toBe('Mätpunkt 1');
    const theirs = await world
      .as(world.outsider)
      .ok(remarkEndpoints.list, objectAt(world.otherFirm, world.otherInspection.id, otherObject.id));
    expect(theirs.items[0]!.images[0]!.caption).toBeNull();
  });
});

describe('removing photos', () => {
  it('deletes a photo with its annotated versions, and their files', async () => {
    const remark = await newRemark();
    const original = await addPhoto(world.app, world.owner, remark.at, await jpegFile());
    const version = await annotatePhoto(world.app, world.owner, remark.at, original.id, marks);
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
