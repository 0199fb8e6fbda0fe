import { describe, expect, it } from 'vitest';
import { arrangeAttachments, fieldLabel, fieldTag, insertAtCaret, typedAddresses } from './mail-form';

describe('typed addresses', () => {
  it('are split at commas, semicolons, spaces and lines, blanks dropped', () => {
    expect(typedAddresses(' anna@example.se, bo@example.se;\ncarl@example.se  ')).toEqual([
      'anna@example.se',
      'bo@example.se',
      'carl@example.se',
    ]);
    expect(typedAddresses('  ')).toEqual([]);
  });
});

describe('inserting a field', () => {
  it('goes in place of the selection, the caret after it', () => {
    expect(insertAtCaret('Hej X!', fieldTag('contact.firstName'), 4, 5)).toEqual({
      value: 'Hej {{ contact.firstName }}!',
      caret: 27,
    });
  });

  it('goes at the caret, or at the end when the caret is unknown', () => {
    expect(insertAtCaret('Uppdrag ', fieldTag('assignment.number'), 8)).toEqual({
      value: 'Uppdrag {{ assignment.number }}',
      caret: 31,
    });
    expect(insertAtCaret('Uppdrag ', 'x', null, null).value).toBe('Uppdrag x');
  });
});

describe('a field without a value', () => {
  it('is named as the editor lists it, or by its path when it is no field at all', () => {
    expect(fieldLabel('assignment.date', 'sv')).toBe('Uppdrag: Datum');
    expect(fieldLabel('contact.firstName', 'en')).toBe('Recipient: First name');
    expect(fieldLabel('kund.namn', 'sv')).toBe('kund.namn');
  });
});

describe('the attachment list', () => {
  const file = (id: string) => ({ id, filename: `${id}.file` });
  const versions = [
    { version: 1, docx: { fileId: 'v1-docx' }, pdf: { fileId: 'v1-pdf' } },
    { version: 2, docx: { fileId: 'v2-docx' }, pdf: { fileId: 'v2-pdf' } },
  ];

  it('puts the newest report PDF first and chosen, older versions and Word files apart', () => {
    const files = ['photo', 'v1-docx', 'v1-pdf', 'v2-docx', 'v2-pdf', 'contract'].map(file);
    const arranged = arrangeAttachments(files, versions);
    expect(arranged.main.map((each) => each.id)).toEqual(['v2-pdf', 'photo', 'contract']);
    expect(arranged.older.map((each) => each.id)).toEqual(['v2-docx', 'v1-pdf', 'v1-docx']);
    expect(arranged.chosen).toEqual(['v2-pdf']);
  });

  it('chooses the Word file when the newest version has no PDF, and nothing when there is no report', () => {
    const noPdf = [{ version: 1, docx: { fileId: 'v1-docx' }, pdf: null }];
    expect(arrangeAttachments([file('v1-docx')], noPdf).chosen).toEqual(['v1-docx']);
    expect(arrangeAttachments([file('photo')], []).chosen).toEqual([]);
  });
});
