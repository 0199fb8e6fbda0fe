import yauzl from 'yauzl';
import type { SaxesTagPlain } from 'saxes';
import {
  DOCUMENT_TEMPLATE_MAX_PARTS,
  DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES,
} from '@syna/contracts/document-templates';
import type { MessageRef } from '@syna/contracts/messages';
import { DocxRefused } from './docx-refused.ts';
import { decodeXmlPart, walkXml } from './xml-part.ts';

/** The main part of a Word document or template; the macro-enabled kinds are refused. */
const WORD_MAIN_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
]);
/** Parts that hold macros or ActiveX controls: code Word would run on the reader's machine. */
const CODE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|^word\/activeX\//i;
/** The one kind of relationship that may point outside the file: a hyperlink the reader clicks. */
const HYPERLINK_TYPE = /\/relationships\/hyperlink$/;
/** A part is kept in memory only if it is XML: the media are inflated and counted, not kept. */
const XML_PART = /\.(xml|rels)$/i;

const refuse = (message: MessageRef) => new DocxRefused([message]);

/**
 * Inflates one part, counting the bytes it really produces: past the size its header declares the
 * inflating stops at once, so a header that lies (a bomb declared as 4 KiB) is caught after 4 KiB,
 * not after the gigabytes it would make. Returns the bytes when `keep`, else nothing.
 */
async function inflatePart(zip: yauzl.ZipFile, entry: yauzl.Entry, keep: boolean): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await zip.openReadStreamPromise(entry)) {
    size += (chunk as Buffer).length;
    if (size > entry.uncompressedSize) throw refuse({ key: 'documents.unpacksTooLarge' });
    if (keep) chunks.push(chunk as Buffer);
  }
  if (size !== entry.uncompressedSize) throw refuse({ key: 'documents.notDocx' });
  return keep ? Buffer.concat(chunks) : null;
}

/**
 * Unpacks a .docx within limits and returns its XML parts by name, decoded. Every part is
 * inflated, media included, and may not produce more than its header declares, and the declared
 * sizes together stay within DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES: so the limit holds for the
 * bytes actually produced, however a part declares itself.
 */
async function unpackXmlParts(bytes: Buffer): Promise<Map<string, string>> {
  let zip: yauzl.ZipFile;
  try {
    // The sizes are checked here, part by part (inflatePart), to refuse a bomb by its reason.
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: false });
  } catch {
    throw refuse({ key: 'documents.notDocx' });
  }
  const parts = new Map<string, string>();
  let count = 0;
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      count += 1;
      declared += entry.uncompressedSize;
      if (count > DOCUMENT_TEMPLATE_MAX_PARTS || declared > DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES) {
        throw refuse({ key: 'documents.unpacksTooLarge' });
      }
      if (CODE_PART.test(entry.fileName)) throw refuse({ key: 'documents.macros' });
      const part = await inflatePart(zip, entry, XML_PART.test(entry.fileName));
      if (part) parts.set(entry.fileName, decodeXmlPart(part));
    }
  } catch (error) {
    if (error instanceof DocxRefused) throw error;
    throw refuse({ key: 'documents.notDocx' });
  } finally {
    zip.close();
  }
  return parts;
}

/** The elements named `name` of a part (its attributes), walking it once. */
function elementsOf(parts: Map<string, string>, part: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  walkXml(part, parts.get(part)!, {
    open: (tag: SaxesTagPlain) => {
      if (tag.name === name) found.push(tag.attributes);
    },
  });
  return found;
}

/** `[Content_Types].xml` must name a Word main part that is not macro-enabled. */
function checkContentTypes(parts: Map<string, string>): void {
  if (!parts.has('[Content_Types].xml') || !parts.has('word/document.xml'))
    throw refuse({ key: 'documents.notDocx' });
  const overrides = elementsOf(parts, '[Content_Types].xml', 'Override');
  const main = overrides.find((override) => override.PartName === '/word/document.xml');
  if (main?.ContentType?.includes('macroEnabled')) throw refuse({ key: 'documents.macros' });
  if (!main || !WORD_MAIN_TYPES.has(main.ContentType ?? '')) throw refuse({ key: 'documents.notDocx' });
}

/**
 * Every XML part must be well-formed and without a DTD; and no relationship may fetch anything
 * from outside the file (a linked template, picture, frame or object), which Word or the PDF
 * converter would load when the report is opened or made: only hyperlinks, which a reader chooses
 * to follow, may point out.
 */
function checkXmlParts(parts: Map<string, string>): void {
  for (const name of parts.keys()) {
    if (!name.endsWith('.rels')) {
      walkXml(name, parts.get(name)!);
      continue;
    }
    const external = elementsOf(parts, name, 'Relationship').find(
      (relationship) =>
        relationship.TargetMode === 'External' && !HYPERLINK_TYPE.test(relationship.Type ?? ''),
    );
    if (external) throw refuse({ key: 'documents.externalContent' });
  }
}

/**
 * Checks an uploaded Word file's package: a real .docx (or .dotx), within the unpacking limits,
 * in well-formed XML in UTF-8 or UTF-16, without macros, ActiveX controls, DTDs (entity expansion)
 * or content fetched from outside. Throws DocxRefused with the reason; says nothing about the
 * template's tags (docx-template.ts). Linear in the file's unpacked size; still, it runs in a worker
 * (template-inspection.ts), so that no upload holds up the server.
 */
export async function checkDocxPackage(bytes: Buffer): Promise<void> {
  const parts = await unpackXmlParts(bytes);
  checkXmlParts(parts);
  checkContentTypes(parts);
}
