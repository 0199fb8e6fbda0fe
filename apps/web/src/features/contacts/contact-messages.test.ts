import { describe, expect, it } from 'vitest';
import { ATTACHED_FILE_TYPE_REFUSED } from '@syna/contracts/attached-files';
import { contactInputSchema } from '@syna/contracts/contacts';
import {
  ORGANISATIONSNUMMER_MESSAGE,
  PERSONNUMMER_MESSAGE,
  POSTAL_CODE_MESSAGE,
} from '@syna/contracts/swedish-identity';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { testsInLanguage } from '@/lib/i18n/tests-in-language';

// What an English user reads of the contact form's and the contact files' contract messages.
testsInLanguage('en');

describe('the contacts’ contract messages in English', () => {
  it('translates the contracts’ identity messages', () => {
    expect(localiseContractMessage(PERSONNUMMER_MESSAGE)).toBe('Invalid personal identity number');
    expect(localiseContractMessage(ORGANISATIONSNUMMER_MESSAGE)).toBe('Invalid organisation number');
    expect(localiseContractMessage(POSTAL_CODE_MESSAGE)).toBe('Invalid postal code');
  });

  it('translates the server’s refusals of a contact file', () => {
    expect(localiseContractMessage(ATTACHED_FILE_TYPE_REFUSED)).toBe('This type of file is not supported');
    expect(localiseContractMessage('http.oneFile')).toBe('One file at a time');
  });

  it('knows every message the contact schema gives for a form full of mistakes', () => {
    const person = contactInputSchema.safeParse({
      type: 'person',
      number: '19811218-1234',
      email: 'x',
      phone: 'abc',
      web: 'not a url',
      social: [{ kind: '', url: 'x' }],
      addresses: { postal: { postalCode: '123' } },
    });
    const company = contactInputSchema.safeParse({ type: 'company', companyName: ' ', number: '5560360794' });
    const messages = [...(person.error?.issues ?? []), ...(company.error?.issues ?? [])].map(
      (issue) => issue.message,
    );
    expect(messages.length).toBeGreaterThanOrEqual(9);
    for (const message of messages) expect(localiseContractMessage(message), message).not.toBe(message);
  });
});
