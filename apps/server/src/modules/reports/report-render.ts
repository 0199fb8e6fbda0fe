import type PizZip from 'pizzip';
import sharp from 'sharp';
import { REPORT_IMAGE_MAX_HEIGHT, REPORT_IMAGE_MAX_WIDTH } from '@syna/contracts/report-exports';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { openTemplate } from '../documents/docx-template.ts';
import type { ReportPicture } from './report-data.service.ts';

/** A picture made ready for the page: its bytes and the size it stands at, in pixels at 96 dpi. */
interface PagePicture {
  bytes: Buffer;
  size: [number, number];
}

/** A transparent pixel: what an image tag shows when its value is no picture of the report. */
const NO_PICTURE: PagePicture = {
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  size: [1, 1],
};

/** Stored pixels beyond what a printed page shows are left out, keeping the report small. */
const STORED_MAX_PIXELS = REPORT_IMAGE_MAX_WIDTH * 2.5;

/**
 * A stored image scaled for the page: turned upright, at most twice and a half the width it
 * is shown at (sharp enough to print), and sized to fit the page width and a page's height with
 * its aspect kept.
 */
async function pagePicture(storage: FileStorage, picture: ReportPicture): Promise<PagePicture> {
  const stream = await storage.get(picture.storageKey);
  if (!stream) return NO_PICTURE;
  const { data, info } = await sharp(Buffer.concat(await stream.toArray()))
    .rotate()
    .resize({ width: STORED_MAX_PIXELS, height: STORED_MAX_PIXELS, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const scale = Math.min(1, REPORT_IMAGE_MAX_WIDTH / info.width, REPORT_IMAGE_MAX_HEIGHT / info.height);
  return { bytes: data, size: [Math.round(info.width * scale), Math.round(info.height * scale)] };
}

/**
 * Fills a template with a report's data. The pictures are read from the storage first, a few at
 * a time; an image tag gets its picture only by a link the data holds and `pictures` names, any
 * other value (a text, a path written in a template) gives a transparent pixel.
 */
export async function renderReport(
  storage: FileStorage,
  template: Buffer,
  data: Record<string, unknown>,
  pictures: ReadonlyMap<string, ReportPicture>,
): Promise<Buffer> {
  const ready = new Map<string, PagePicture>();
  const links = [...pictures.keys()];
  const atOnce = 4;
  for (let start = 0; start < links.length; start += atOnce) {
    await Promise.all(
      links.slice(start, start + atOnce).map(async (link) => {
        ready.set(link, await pagePicture(storage, pictures.get(link)!));
      }),
    );
  }
  const sizes = new Map<Buffer, [number, number]>();
  const { document } = openTemplate(template, {
    getImage: (value) => {
      const picture = (typeof value === 'string' && ready.get(value)) || NO_PICTURE;
      sizes.set(picture.bytes, picture.size);
      return picture.bytes;
    },
    getSize: (image) => sizes.get(image) ?? NO_PICTURE.size,
  });
  document.render(data);
  const zip = document.getZip();
  nameJpegsAsJpegs(zip);
  declarePictureNamespaces(zip);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const CONTENT_TYPES = '[Content_Types].xml';

/**
 * The image module names every picture `.png`; photos are JPEG (a PNG of a photo is many times
 * larger), and Word trusts the name. So each JPEG part is renamed `.jpeg`, its relationships
 * follow, and the package declares the type.
 */
function nameJpegsAsJpegs(zip: PizZip): void {
  const renamed = new Map<string, string>();
  for (const part of zip.file(/^word\/media\/image_generated_\d+\.png$/)) {
    const bytes = Buffer.from(part.asUint8Array());
    if (!bytes.subarray(0, 3).equals(JPEG_MAGIC)) continue;
    const jpeg = part.name.replace(/\.png$/, '.jpeg');
    zip.remove(part.name);
    zip.file(jpeg, bytes);
    renamed.set(part.name.replace(/^word\//, ''), jpeg.replace(/^word\//, ''));
  }
  if (renamed.size === 0) return;
  for (const rels of zip.file(/^word\/_rels\/.*\.rels$/)) {
    let xml = rels.asText();
    for (const [from, to] of renamed) xml = xml.replaceAll(`Target="${from}"`, `Target="${to}"`);
    zip.file(rels.name, xml);
  }
  const types = zip.file(CONTENT_TYPES)!.asText();
  if (!/Extension="jpeg"/i.test(types)) {
    zip.file(
      CONTENT_TYPES,
      types.replace('</Types>', '<Default Extension="jpeg" ContentType="image/jpeg"/></Types>'),
    );
  }
}

const PICTURE_NAMESPACES = {
  wp: 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
};

/**
 * A picture's XML uses the `wp` and `r` prefixes, which Word declares on every document; a
 * template written by another program may lack them, and its report would not open. They are
 * declared where missing.
 */
function declarePictureNamespaces(zip: PizZip): void {
  for (const part of zip.file(/^word\/(document|header\d*|footer\d*)\.xml$/)) {
    const xml = part.asText();
    if (!xml.includes('<w:drawing>')) continue;
    const missing = Object.entries(PICTURE_NAMESPACES)
      .filter(([prefix]) => !xml.includes(`xmlns:${prefix}=`))
      .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
      .join('');
    if (missing) zip.file(part.name, xml.replace(/<(w:document|w:hdr|w:ftr)\b/, `<$1${missing}`));
  }
}
