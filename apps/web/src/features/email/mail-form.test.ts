import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldTag, insertAtCaret, typedAddresses } from './mail-form';

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
