import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/** A real JPEG photo, optionally with GPS position and EXIF orientation. */
export async function jpegPhoto(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 1200, height = 900 } = options;
  let image = sharp({ create: { width, height, channels: 3, background: '#6a8caf' } }).jpeg({ quality: 90 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'Testkamera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '63/1 49/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '20/1 15/1 45/1',
      },
    });
  }
  const bytes = await image.toBuffer();
  return options.orientation
    ? sharp(bytes).withMetadata({ orientation: options.orientation }).toBuffer()
    : bytes;
}

/**
 * A JPEG photo of some hundred kilobytes that takes several chunks of a resumable upload: noise
 * does not compress.
 */
export const noisePhoto = (): Promise<Buffer> =>
  sharp({
    create: {
      width: 900,
      height: 700,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

/** A real PNG with transparency. */
export function pngImage(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/**
 * A pixel flood: a tiny, valid-looking PNG whose header declares a huge image (a 1×1 PNG with
 * its IHDR size patched and its checksum recomputed). Decoded, it would need gigabytes.
 */
export async function pixelFloodPng(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height; the CRC covers type + data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}

/** True when an EXIF block (as sharp's metadata gives it) has a GPS directory in its first IFD. */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const read16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const read32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd = read32(4);
  const entries = read16(ifd);
  for (let index = 0; index < entries; index += 1) {
    if (read16(ifd + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}
