import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES } from '@syna/contracts/document-templates';
import { documentMessages } from '@syna/contracts/messages/documents';
import { docxFile, paragraph, relationship } from '../../../test/support/docx-files.ts';
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

  it('is refused when a part inflates to more than its header declares', async () => {
    const file = docxFile({ paragraphs: [paragraph('x'.repeat(50_000))] });
    // Lower the declared uncompressed size of word/document.xml in its central directory entry:
    // the check must count what inflating produces, not what the header says.
    const name = Buffer.from('word/document.xml');
    const CENTRAL_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    let entry = file.indexOf(CENTRAL_ENTRY);
    while (entry >= 0 && !file.subarray(entry + 46, entry + 46 + name.length).equals(name)) {
      entry = file.indexOf(CENTRAL_ENTRY, entry + 4);
    }
    expect(entry).toBeGreaterThan(0);
    file.writeUInt32LE(100, entry + 24);
    expect(await refusal(file)).toBe(documentMessages.notDocx.sv);
  });
});
