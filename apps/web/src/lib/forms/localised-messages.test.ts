import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { testsInLanguage } from '@/lib/i18n/tests-in-language';
import { localiseContractMessage, localiseErrors } from './localised-messages';

describe('localiseErrors', () => {
  it('localises every message and keeps field refs untouched', () => {
    const ref = { focus: () => undefined, message: 'inte ett meddelande' };
    const errors = {
      number: { type: 'custom', message: 'Ogiltigt personnummer', ref },
      social: [undefined, { url: { type: 'custom', message: 'Ogiltig webbadress' } }],
    };
    const localised = localiseErrors(errors, (message) => message?.toUpperCase());
    expect(localised.number.message).toBe('OGILTIGT PERSONNUMMER');
    expect(localised.number.ref).toBe(ref);
    expect(localised.social[0]).toBeUndefined();
    expect(localised.social[1]?.url.message).toBe('OGILTIG WEBBADRESS');
  });
});

describe('localiseContractMessage', () => {
  testsInLanguage('en');

  it("shows a contract message in the user's language, with its issue's values", () => {
    expect(localiseContractMessage('validation.postalCodeInvalid')).toBe('Invalid postal code');
    expect(localiseContractMessage({ message: 'validation.tooManyTags', maximum: 50 })).toBe(
      'At most 50 tags',
    );
  });

  it('keeps the Swedish text for a Swedish user', async () => {
    await initI18n().changeLanguage('sv');
    expect(localiseContractMessage('validation.postalCodeInvalid')).toBe('Ogiltigt postnummer');
    await initI18n().changeLanguage('en');
  });

  it('leaves other messages as they are', () => {
    expect(localiseContractMessage('Fältet måste fyllas i')).toBe('Fältet måste fyllas i');
    expect(localiseContractMessage(undefined)).toBeUndefined();
  });
});
