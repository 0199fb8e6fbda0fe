import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, THUMBNAIL_MAX_SIDE_PX, type RemarkImageType } from '@syna/contracts/remarks';
import type { SpooledFile } from '../../platform/storage/spooled-file.ts';
import { fileRefused, typeByContent, type AcceptedTypes } from './file-type.ts';

/** An uploaded photo, checked and re-encoded, with its thumbnail. */
export interface PreparedImage {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
  /** A JPEG at most THUMBNAIL_MAX_SIDE_PX on its long side. */
  thumbnail: Buffer;
}

const OUTPUT: Record<RemarkImageType, { extension: string; encode: (image: Sharp) => Sharp }> = {
  // Optimised Huffman tables need every coefficient of the photo held at once (250 MB for 42
  // megapixels, and five times the time) for a file about 5 % smaller: left out, the encoder streams.
  'image/jpeg': { extension: 'jpg', encode: (image) => image.jpeg({ quality: 85, optimiseCoding: false }) },
  'image/png': { extension: 'png', encode: (image) => image.png() },
  'image/webp': { extension: 'webp', encode: (image) => image.webp({ quality: 85 }) },
};

/**
 * A decoded photo takes width × height × 3 bytes (a 50-megapixel photo 150 MB), so photos are
 * decoded one at a time per process and nothing decoded is kept for later: four large uploads at
 * once wait their turn instead of holding four decoded images in memory together. Decoding is
 * bound by the processor (libvips uses every core for one image), so taking turns finishes a batch
 * no later than decoding all at once, and each upload's transaction ends sooner on average.
 */
const decodeInTurn = pLimit(1);
sharp.cache(false);

/** The photo types, by content; the name does not matter, as the photo gets a name of its own. */
const IMAGE_TYPES: AcceptedTypes<RemarkImageType> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** The real type, by magic bytes: a text file renamed to .jpg is not a JPEG. */
async function acceptedType(head: Buffer): Promise<RemarkImageType> {
  const verdict = await typeByContent(head, IMAGE_TYPES);
  if (verdict.accepted) return verdict.accepted;
  if (verdict.detected?.startsWith('image/hei')) {
    // The prebuilt image library decodes no HEVC; phones can save photos as JPEG instead.
    throw fileRefused({ key: 'remarks.heic' });
  }
  throw fileRefused({ key: 'remarks.notAnImage' });
}

/**
 * Checks an uploaded photo and prepares it for storage: only JPEG, PNG and WebP by content, at
 * most IMAGE_MAX_PIXELS (a tiny file can declare a huge image that decodes to gigabytes), turned
 * upright from its EXIF orientation and re-encoded without any metadata, so that the camera's
 * position (GPS) never leaves the server. Refusals are 400 problems on `body.file`. The photo is
 * read from its file as libvips needs it, never held whole in memory.
 */
export function prepareImage(input: SpooledFile, fit: ImageFit = {}): Promise<PreparedImage> {
  return decodeInTurn(() => checkAndEncode(input, fit));
}

/** The box an image is scaled down to fit, keeping its proportions; a side left out is free. */
export interface ImageFit {
  width?: number | undefined;
  height?: number | undefined;
}

/** Drawn over a photo: an image (e.g. an SVG) placed with its top left corner at `left`, `top`. */
export interface ImageOverlay {
  input: Buffer;
  left: number;
  top: number;
}

/**
 * A stored photo (already upright and without metadata) with overlays drawn on it, encoded in the
 * photo's own type, with its thumbnail. Overlays must lie inside the photo.
 */
export function compositeImage(
  input: Buffer,
  type: RemarkImageType,
  overlays: readonly ImageOverlay[],
): Promise<PreparedImage> {
  return decodeInTurn(async () => {
    const composited = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).composite([...overlays]);
    return encodeWithThumbnail(composited, type);
  });
}

/** An image scaled for print, as a JPEG, with its size in pixels. */
export interface PrintImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A stored image (a report's picture) turned upright and scaled down to fit `maxSide` on both
 * sides, never enlarged, as a JPEG; decoded in turn with the uploads' photos, so that a report's
 * pictures add one decoded image at a time to the server's memory, however many it has.
 */
export function printImage(input: Buffer, maxSide: number): Promise<PrintImage> {
  return decodeInTurn(async () => {
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  });
}

/** The image encoded in `type`, with its size and its thumbnail. */
async function encodeWithThumbnail(image: Sharp, type: RemarkImageType): Promise<PreparedImage> {
  const { data, info } = await OUTPUT[type].encode(image).toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    contentType: type,
    extension: OUTPUT[type].extension,
    width: info.width,
    height: info.height,
    thumbnail: await thumbnailOf(data),
  };
}

/** A JPEG at most THUMBNAIL_MAX_SIDE_PX on its long side, on white where the photo is transparent. */
function thumbnailOf(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS })
    .resize(THUMBNAIL_MAX_SIDE_PX, THUMBNAIL_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function checkAndEncode(input: SpooledFile, fit: ImageFit): Promise<PreparedImage> {
  const type = await acceptedType(input.head);
  // Reading the header decodes no pixels, so it may look at any size before the limit applies.
  const header = await sharp(input.path, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw fileRefused({ key: 'remarks.unreadableImage' });
  if (header.width * header.height > IMAGE_MAX_PIXELS) {
    throw fileRefused({ key: 'remarks.imageTooLarge', values: { megapixels: IMAGE_MAX_PIXELS / 1_000_000 } });
  }
  try {
    const oriented = sharp(input.path, { limitInputPixels: IMAGE_MAX_PIXELS }).autoOrient();
    const upright =
      fit.width || fit.height
        ? oriented.resize(fit.width, fit.height, { fit: 'inside', withoutEnlargement: true })
        : oriented;
    return await encodeWithThumbnail(upright, type);
  } catch {
    throw fileRefused({ key: 'remarks.unreadableImage' });
  }
}
