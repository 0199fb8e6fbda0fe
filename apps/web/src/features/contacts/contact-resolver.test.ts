import { describe, expect, it } from 'vitest';
import { localiseErrors } from './contact-resolver';

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
