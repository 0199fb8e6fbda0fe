import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES } from '@syna/contracts/document-templates';
import { documentMessages } from '@syna/contracts/messages/documents';
import { docxFile, paragraph, relationship, withDeclaredSize } from '../../../test/support/docx-files.ts';
import { checkDocxPackage } from './docx-package.ts';

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

async function refusal(bytes: Buffer): Promise<string | null> {
  try {
    await checkDocxPackage(bytes);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('an uploaded Word file', () => {
  it('passes when it is a plain .docx, hyperlinks to the web included', async () => {
    const withLink = docxFile({
      documentRelationships: [
        relationship('rId7', `${RELATIONSHIPS}/hyperlink`, 'https://norrbesikt.se', true),
      ],
    });
    expect(await refusal(withLink)).toBeNull();
  });

  it('is refused when it is no zip, or a zip without a Word document', async () => {
    expect(await refusal(Buffer.from('Detta är ingen docx'))).toBe(documentMessages.notDocx.sv);
    const spreadsheet = docxFile({
      mainType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    });
    expect(await refusal(spreadsheet)).toBe(documentMessages.notDocx.sv);
  });

  it('is refused with macros: a macro-enabled main part, a VBA project or ActiveX controls', async () => {
    const docm = docxFile({ mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' });
    const vba = docxFile({ extraParts: { 'word/vbaProject.bin': Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) } });
    const activeX = docxFile({ extraParts: { 'word/activeX/activeX1.xml': '<ax/>' } });
    for (const file of [docm, vba, activeX]) expect(await refusal(file)).toBe(documentMessages.macros.sv);
  });

  it('is refused when it fetches a template, picture or frame from outside the file', async () => {
    for (const type of ['attachedTemplate', 'image', 'frame', 'oleObject']) {
      const linked = docxFile({
        documentRelationships: [relationship('rId9', `${RELATIONSHIPS}/${type}`, 'http://10.0.0.1/x', true)],
      });
      expect(await refusal(linked)).toBe(documentMessages.externalContent.sv);
    }
  });

  it('is refused with a DTD, which could expand entities', async () => {
    const withEntities = docxFile({
      documentPrefix: '<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>',
      paragraphs: [paragraph('&b;')],
    });
    expect(await refusal(withEntities)).toBe(documentMessages.doctype.sv);
  });

  it('is refused when it unpacks past the limit, however small it is packed', async () => {
    // 129 MiB of zeros deflate to about 130 kB: the shape of a zip bomb.
    const bomb = docxFile({
      extraParts: {
        'word/media/padding.bin': Buffer.alloc(DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES + 1024 * 1024),
      },
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe(documentMessages.unpacksTooLarge.sv);
  });

  it('is refused when a part inflates to more than its header declares, media included', async () => {
    const text = docxFile({ paragraphs: [paragraph('x'.repeat(50_000))] });
    expect(await refusal(withDeclaredSize(text, 'word/document.xml', 100))).toBe(
      documentMessages.unpacksTooLarge.sv,
    );
    const picture = docxFile({ extraParts: { 'word/media/image1.png': Buffer.alloc(1024 * 1024) } });
    expect(await refusal(withDeclaredSize(picture, 'word/media/image1.png', 4096))).toBe(
      documentMessages.unpacksTooLarge.sv,
    );
  });

  it('reads XML in UTF-8 or UTF-16 as a parser would, and refuses other encodings', async () => {
    const dtd = '<!DOCTYPE w:styles [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:styles>&xxe;</w:styles>';
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(dtd, 'utf16le')]);
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(dtd, 'utf16le').swap16()]);
    for (const styles of [utf16le, utf16be]) {
      expect(await refusal(docxFile({ extraParts: { 'word/styles.xml': styles } }))).toBe(
        documentMessages.doctype.sv,
      );
    }
    const plain = '<?xml version="1.0" encoding="UTF-16"?><w:styles/>';
    const styles = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(plain, 'utf16le')]);
    expect(await refusal(docxFile({ extraParts: { 'word/styles.xml': styles } }))).toBeNull();
    const utf32 = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from('<w:styles/>', 'utf16le')]);
    const latin1 = '<?xml version="1.0" encoding="ISO-8859-1"?><w:styles/>';
    for (const other of [utf32, latin1]) {
      expect(await refusal(docxFile({ extraParts: { 'word/styles.xml': other } }))).toBe(
        documentMessages.xmlEncoding.sv,
      );
    }
  });

  it('is refused, naming the part, when its XML is not well-formed', async () => {
    const unclosed = docxFile({ paragraphs: ['<w:p>'.repeat(64_000)] });
    expect(await refusal(unclosed)).toBe(
      documentMessages.xmlMalformed.sv.replace('{part}', 'word/document.xml'),
    );
  });
});
