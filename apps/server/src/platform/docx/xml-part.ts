import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { DocxRefused } from './docx-refused.ts';

const BOM_UTF8 = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Buffer, prefix: readonly number[]) =>
  prefix.every((byte, at) => bytes[at] === byte);
const unsupportedEncoding = () => new DocxRefused([{ key: 'documents.xmlEncoding' }]);

/** The encodings an XML declaration may name for text decoded as UTF-8 or as UTF-16. */
const DECLARED = { utf8: /^utf-8$/i, utf16: /^utf-16(le|be)?$/i };
/** The declaration's `encoding="…"`, read from the declaration only (it ends at the first `?>`). */
const ENCODING = /\sencoding\s*=\s*["']([^"']*)["']/;

/**
 * An XML part's text, decoded as an XML parser would (XML 1.0, appendix F): by its byte-order mark,
 * or without one by how its first `<?` is written, and then its declaration must agree. Only UTF-8
 * and UTF-16 are read; a part in any other encoding (UTF-32, EBCDIC, a legacy code page) is
 * refused, since the checks could not see what a parser reading it that way would.
 */
export function decodeXmlPart(bytes: Buffer): string {
  let text: string;
  let family: keyof typeof DECLARED = 'utf16';
  if (startsWith(bytes, [0xff, 0xfe, 0, 0]) || startsWith(bytes, [0, 0, 0xfe, 0xff]))
    throw unsupportedEncoding();
  if (startsWith(bytes, [0xff, 0xfe])) text = bytes.subarray(2).toString('utf16le');
  else if (startsWith(bytes, [0x3c, 0, 0x3f, 0])) text = bytes.toString('utf16le');
  else if (startsWith(bytes, [0xfe, 0xff]) || startsWith(bytes, [0, 0x3c, 0, 0x3f])) {
    const body = Buffer.from(bytes.subarray(startsWith(bytes, [0xfe, 0xff]) ? 2 : 0));
    if (body.length % 2 !== 0) throw unsupportedEncoding();
    text = body.swap16().toString('utf16le');
  } else {
    family = 'utf8';
    text = bytes.subarray(startsWith(bytes, BOM_UTF8) ? 3 : 0).toString('utf8');
  }
  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    const declared = ENCODING.exec(text.slice(0, end < 0 ? 0 : end))?.[1];
    if (declared !== undefined && !DECLARED[family].test(declared)) throw unsupportedEncoding();
  }
  return text;
}

/** What a walk over an XML part is told, in document order. */
export interface XmlVisitor {
  open?: (tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/**
 * Walks an XML part with a streaming, non-backtracking parser (saxes, one pass, linear in the
 * part's length) and tells `visitor` what it meets. A part that is not well-formed XML is refused,
 * naming it; so is a DTD, whose entities could expand without end or fetch files.
 */
export function walkXml(part: string, text: string, visitor: XmlVisitor = {}): void {
  const parser = new SaxesParser();
  const broken = () => new DocxRefused([{ key: 'documents.xmlMalformed', values: { part } }]);
  parser.on('doctype', () => {
    throw new DocxRefused([{ key: 'documents.doctype' }]);
  });
  if (visitor.open) parser.on('opentag', visitor.open);
  if (visitor.close) parser.on('closetag', (tag) => visitor.close!(tag.name));
  if (visitor.text) parser.on('text', visitor.text);
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof DocxRefused) throw error;
    throw broken();
  }
}
