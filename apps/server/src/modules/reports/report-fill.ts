import type { MessageRef } from '@syna/contracts/messages';
import type PizZip from 'pizzip';
import { REPORT_RENDER_MAX_BYTES } from '@syna/contracts/report-exports';
import { bufferOf } from '../../platform/workers/run-in-worker.ts';
import { DocxRefused } from '../../platform/docx/docx-refused.ts';
import { openTemplate, OutputLimitExceeded } from '../../platform/docx/docx-template.ts';

/** A picture made ready for the page: its bytes and the size it stands at, in pixels at 96 dpi. */
export interface PagePicture {
  bytes: Uint8Array;
  size: [number, number];
}

/** A transparent pixel: what an image tag shows when its value is no picture of the report. */
const NO_PICTURE = {
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  size: [1, 1] as [number, number],
};

/** A report filled, or why it could not be: a broken tag, or more output than a report may have. */
export type FilledReport = { docx: Uint8Array } | { refused: MessageRef };

/**
 * Fills a template with a report's data, writing at most REPORT_RENDER_MAX_BYTES. An image tag
 * gets its picture only by a link that `pictures` names; any other value (a text, a path written
 * in a template) gives a transparent pixel. Runs in a worker thread (report-render.ts), whence a
 * refusal comes back as a value.
 */
export function fillReport(
  template: Uint8Array,
  data: Record<string, unknown>,
  pictures: ReadonlyMap<string, PagePicture>,
): FilledReport {
  const ready = new Map(
    [...pictures].map(([link, { bytes, size }]) => [link, { bytes: bufferOf(bytes), size }]),
  );
  const sizes = new Map<Buffer, [number, number]>();
  try {
    const { document } = openTemplate(
      bufferOf(template),
      {
        getImage: (value) => {
          const picture = (typeof value === 'string' && ready.get(value)) || NO_PICTURE;
          sizes.set(picture.bytes, picture.size);
          return picture.bytes;
        },
        getSize: (image) => sizes.get(image) ?? NO_PICTURE.size,
      },
      REPORT_RENDER_MAX_BYTES,
    );
    document.render(data);
    const zip = document.getZip();
    nameJpegsAsJpegs(zip);
    declarePictureNamespaces(zip);
    return { docx: zip.generate({ type: 'uint8array', compression: 'DEFLATE' }) };
  } catch (error) {
    if (error instanceof DocxRefused) return { refused: error.reasons[0] };
    if (error instanceof OutputLimitExceeded) return { refused: { key: 'documents.renderTooLarge' } };
    throw error;
  }
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
