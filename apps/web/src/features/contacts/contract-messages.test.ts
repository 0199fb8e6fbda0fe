import { describe, expect, it } from 'vitest';
import { CONTACT_FILE_TYPE_REFUSED, contactInputSchema, ONE_FILE_AT_A_TIME } from '@syna/contracts/contacts';
import {
  ORGANISATIONSNUMMER_MESSAGE,
  PERSONNUMMER_MESSAGE,
  POSTAL_CODE_MESSAGE,
} from '@syna/contracts/swedish-identity';
import { initI18n } from '@/lib/i18n/i18n';

// The texts register their namespace when loaded, which needs i18next started first.
initI18n();
const { localiseMessage } = await import('./contract-messages');
const { en } = await import('./texts');

const english = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

describe('localiseMessage', () => {
  it('translates the contracts’ identity messages', () => {
    expect(localiseMessage(PERSONNUMMER_MESSAGE, english)).toBe('Invalid personal identity number');
    expect(localiseMessage(ORGANISATIONSNUMMER_MESSAGE, english)).toBe('Invalid organisation number');
    expect(localiseMessage(POSTAL_CODE_MESSAGE, english)).toBe('Invalid postal code');
  });

  it('translates the server’s refusals of a contact file', () => {
    expect(localiseMessage(CONTACT_FILE_TYPE_REFUSED, english)).toBe('This type of file is not supported');
    expect(localiseMessage(ONE_FILE_AT_A_TIME, english)).toBe('One file at a time');
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
    for (const message of messages) expect(localiseMessage(message, english)).not.toBe(message);
  });

  it('leaves other messages as they are', () => {
    expect(localiseMessage('Fältet måste fyllas i', english)).toBe('Fältet måste fyllas i');
    expect(localiseMessage(undefined, english)).toBeUndefined();
  });
});
