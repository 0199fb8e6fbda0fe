import PizZip from 'pizzip';

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

/** A paragraph holding `text` in one run, as Word writes a tag typed in one go. */
export const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A relationship for `word/_rels/document.xml.rels`. */
export const relationship = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

/**
 * A Word file made here, part by part, as Word would: the paragraphs of its body, and whatever
 * else a test needs inside (a macro project, a linked template, a DTD, a huge part).
 */
export function docxFile({
  paragraphs = [paragraph('Besiktningsprotokoll {assignment.number}')],
  mainType = WORD_MAIN,
  documentRelationships = [],
  extraParts = {},
  documentPrefix = '',
}: {
  paragraphs?: string[];
  mainType?: string;
  documentRelationships?: string[];
  extraParts?: Record<string, string | Buffer>;
  /** Written before the document's root element: where a DTD would go. */
  documentPrefix?: string;
} = {}): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `${relationship('rId1', OFFICE_DOCUMENT, 'word/document.xml')}</Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `${documentRelationships.join('')}</Relationships>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?>${documentPrefix}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
  );
  for (const [name, content] of Object.entries(extraParts)) zip.file(name, content);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const CENTRAL_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/**
 * `file` with the uncompressed size its central directory declares for `part` set to `size`: a
 * header that lies, as a zip bomb's does. The checks must count what inflating produces.
 */
export function withDeclaredSize(file: Buffer, part: string, size: number): Buffer {
  const name = Buffer.from(part);
  let entry = file.indexOf(CENTRAL_ENTRY);
  while (entry >= 0 && !file.subarray(entry + 46, entry + 46 + name.length).equals(name)) {
    entry = file.indexOf(CENTRAL_ENTRY, entry + 4);
  }
  if (entry < 0) throw new Error(`${part} is not in the file`);
  const lying = Buffer.from(file);
  lying.writeUInt32LE(size, entry + 24);
  return lying;
}

/**
 * A crafted template: 64 000 paragraphs never closed, 1.7 kB packed. A backtracking scan of it
 * takes seconds, so it must be checked off the server's thread.
 */
export const unclosedParagraphsFile = () => docxFile({ paragraphs: ['<w:p>'.repeat(64_000)] });
