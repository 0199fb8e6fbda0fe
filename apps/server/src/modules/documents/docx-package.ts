import yauzl from 'yauzl';
import { XMLParser } from 'fast-xml-parser';
import {
  DOCUMENT_TEMPLATE_MAX_PARTS,
  DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES,
} from '@syna/contracts/document-templates';
import { documentMessages } from '@syna/contracts/messages/documents';

/** Why an uploaded .docx is refused: one reason or more, in Swedish (the catalogue has them in English). */
export class DocxRefused extends Error {
  constructor(readonly reasons: readonly [string, ...string[]]) {
    super(reasons[0]);
  }
}

/** The main part of a Word document or template; the macro-enabled kinds are refused. */
const WORD_MAIN_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
]);
/** Parts that hold macros or ActiveX controls: code Word would run on the reader's machine. */
const CODE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|^word\/activeX\//i;
/** The one kind of relationship that may point outside the file: a hyperlink the reader clicks. */
const HYPERLINK_TYPE = /\/relationships\/hyperlink$/;
/** A part is read into memory only if it is XML: the media are counted, not kept. */
const XML_PART = /\.(xml|rels)$/i;

const refuse = (message: { sv: string }) => new DocxRefused([message.sv]);
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', processEntities: false });

/**
 * Unpacks a .docx within limits and returns its XML parts by name. yauzl checks every part's
 * real size against the size its header declares while inflating, so a part cannot inflate past
 * what was counted: the limits hold for the bytes actually produced, not only for the headers.
 */
async function unpackXmlParts(bytes: Buffer): Promise<Map<string, Buffer>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw refuse(documentMessages.notDocx);
  }
  const parts = new Map<string, Buffer>();
  let count = 0;
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      count += 1;
      unpacked += entry.uncompressedSize;
      if (count > DOCUMENT_TEMPLATE_MAX_PARTS || unpacked > DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES) {
        throw refuse(documentMessages.unpacksTooLarge);
      }
      if (CODE_PART.test(entry.fileName)) throw refuse(documentMessages.macros);
      if (!XML_PART.test(entry.fileName)) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      parts.set(entry.fileName, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof DocxRefused) throw error;
    throw refuse(documentMessages.notDocx);
  } finally {
    zip.close();
  }
  return parts;
}

/** The elements named `name` under `parent`, whether the parser made one object or a list. */
function elements(parent: unknown, name: string): Record<string, string>[] {
  const found = (parent as Record<string, unknown> | undefined)?.[name];
  if (found === undefined) return [];
  return (Array.isArray(found) ? found : [found]) as Record<string, string>[];
}

/** `[Content_Types].xml` must name a Word main part that is not macro-enabled. */
function checkContentTypes(parts: Map<string, Buffer>): void {
  const types = parts.get('[Content_Types].xml');
  if (!types || !parts.has('word/document.xml')) throw refuse(documentMessages.notDocx);
  const overrides = elements(xml.parse(types.toString('utf8'))?.Types, 'Override');
  const main = overrides.find((override) => override.PartName === '/word/document.xml');
  if (main?.ContentType?.includes('macroEnabled')) throw refuse(documentMessages.macros);
  if (!main || !WORD_MAIN_TYPES.has(main.ContentType ?? '')) throw refuse(documentMessages.notDocx);
}

/**
 * No relationship may fetch anything from outside the file (a linked template, picture, frame or
 * object), which Word or the PDF converter would load when the report is opened or made; only
 * hyperlinks, which a reader chooses to follow, may point out.
 */
function checkRelationships(parts: Map<string, Buffer>): void {
  for (const [name, part] of parts) {
    if (!name.endsWith('.rels')) continue;
    const relationships = elements(xml.parse(part.toString('utf8'))?.Relationships, 'Relationship');
    const external = relationships.find(
      (relationship) =>
        relationship.TargetMode === 'External' && !HYPERLINK_TYPE.test(relationship.Type ?? ''),
    );
    if (external) throw refuse(documentMessages.externalContent);
  }
}

/**
 * Checks an uploaded Word file's package: a real .docx (or .dotx), within the unpacking limits,
 * without macros, ActiveX controls, DTDs (entity expansion) or content fetched from outside.
 * Throws DocxRefused with the reason; says nothing about the template's tags (docx-template.ts).
 */
export async function checkDocxPackage(bytes: Buffer): Promise<void> {
  const parts = await unpackXmlParts(bytes);
  for (const part of parts.values()) {
    if (part.includes('<!DOCTYPE') || part.includes('<!ENTITY')) throw refuse(documentMessages.doctype);
  }
  checkContentTypes(parts);
  checkRelationships(parts);
}
