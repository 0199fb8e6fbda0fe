import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('languageOf', () => {
  it('takes ?lang= before the browser’s languages', () => {
    expect(languageOf('?lang=en', ['sv-SE'])).toBe('en');
    expect(languageOf('?lang=sv', ['en-GB'])).toBe('sv');
  });

  it('takes the first supported browser language, and Swedish when none is', () => {
    expect(languageOf('', ['de-DE', 'en-US', 'sv'])).toBe('en');
    expect(languageOf('?lang=fi', ['fi-FI'])).toBe('sv');
    expect(languageOf('', [])).toBe('sv');
  });
});
