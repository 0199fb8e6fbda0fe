import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language';

describe('browserLanguage', () => {
  it('takes ?lang= before the browser’s languages', () => {
    expect(browserLanguage('?lang=en', ['sv-SE'])).toBe('en');
    expect(browserLanguage('?lang=sv', ['en-US'])).toBe('sv');
  });

  it('takes the first language of the browser the app speaks', () => {
    expect(browserLanguage('', ['de-DE', 'en-GB', 'sv'])).toBe('en');
    expect(browserLanguage('?lang=fr', ['SV-se'])).toBe('sv');
  });

  it('finds none when no language is spoken, and the app falls back to Swedish', () => {
    expect(browserLanguage('', ['de-DE', 'fr'])).toBeUndefined();
  });
});
