import { describe, expect, it } from 'vitest';
import { contractMessageLocaliser, localiseErrors } from './localised-messages';

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

describe('contractMessageLocaliser', () => {
  const localise = contractMessageLocaliser<'validation.postalCode'>(
    { postalCode: 'Ogiltigt postnummer' },
    'validation.',
  );
  const english = (key: string) => (key === 'validation.postalCode' ? 'Invalid postal code' : key);

  it('shows a known contract message through its text key', () => {
    expect(localise('Ogiltigt postnummer', english)).toBe('Invalid postal code');
  });

  it('leaves other messages as they are', () => {
    expect(localise('Fältet måste fyllas i', english)).toBe('Fältet måste fyllas i');
    expect(localise(undefined, english)).toBeUndefined();
  });
});
