import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Problem } from '@syna/contracts/problem';
import { HttpProblem } from '../../platform/http/problem.ts';
import { hasGpsDirectory, jpegPhoto, pixelFloodPng, pngImage } from '../../../test/support/test-images.ts';
import { withSpooled } from '../../platform/storage/spooled-file.ts';
import { prepareImage as prepareFile } from './image-intake.ts';

/** Prepares a photo as an upload brings it: from its temporary file. */
const prepareImage = (input: Buffer) => withSpooled(input, (file) => prepareFile(file));

/** The problem document the refusal of `input` answers with, in Swedish. */
async function refusal(input: Buffer): Promise<Problem> {
  const error = await prepareImage(input).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpProblem);
  return (error as HttpProblem).toProblem();
}

describe('preparing an uploaded photo', () => {
  it('re-encodes a JPEG without its metadata, so the GPS position is gone', async () => {
    const input = await jpegPhoto({ gps: true });
    expect(hasGpsDirectory((await sharp(input).metadata()).exif)).toBe(true);
    const prepared = await prepareImage(input);
    const stored = await sharp(prepared.bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(hasGpsDirectory(stored.exif)).toBe(false);
    expect(stored.exif).toBeUndefined();
    expect(prepared).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 1200, height: 900 });
  });

  it('turns a photo upright from its EXIF orientation before the orientation is dropped', async () => {
    const prepared = await prepareImage(await jpegPhoto({ width: 800, height: 600, orientation: 6 }));
    expect([prepared.width, prepared.height]).toEqual([600, 800]);
    expect((await sharp(prepared.bytes).metadata()).orientation).toBeUndefined();
  });

  it('keeps a PNG a PNG and makes a JPEG thumbnail at most 320 px on its long side', async () => {
    const prepared = await prepareImage(await pngImage(1000, 400));
    expect(prepared.contentType).toBe('image/png');
    const thumbnail = await sharp(prepared.thumbnail).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 320, height: 128 });
  });

  it('does not enlarge a small photo for its thumbnail', async () => {
    const thumbnail = await sharp(
      (await prepareImage(await jpegPhoto({ width: 200, height: 100 }))).thumbnail,
    ).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([200, 100]);
  });

  it('judges the type by content: a text file named .jpg is refused', async () => {
    const problem = await refusal(Buffer.from('Detta är ingen bild, bara text.\n'.repeat(20)));
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual({
      'body.file': ['Filen är inte en bild i formatet JPEG, PNG eller WebP.'],
    });
  });

  it('refuses other image types, and HEIC with advice', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await refusal(gif)).detail).toContain('JPEG, PNG eller WebP');
    const heicHeader = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic', 'latin1'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    expect((await refusal(heicHeader)).detail).toBe(
      'Bilder i HEIC-format stöds inte. Spara bilden som JPEG och försök igen.',
    );
  });

  it('refuses a pixel flood from its header, before decoding it', async () => {
    for (const [width, height] of [
      [10_000, 10_000],
      [30_000, 30_000],
    ] as const) {
      const flood = await pixelFloodPng(width, height);
      expect(flood.length).toBeLessThan(200);
      const problem = await refusal(flood);
      expect(problem.detail).toBe('Bilden är för stor: högst 50 megapixlar.');
    }
  });

  it('refuses a file that starts like a JPEG but is broken', async () => {
    const broken = Buffer.concat([(await jpegPhoto()).subarray(0, 200), Buffer.alloc(500, 7)]);
    expect((await refusal(broken)).detail).toBe('Bilden kunde inte läsas; filen kan vara skadad.');
  });
});
