import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';

/**
 * The visitor's language, as the staff app chooses it: `?lang=` first, then the browser's
 * languages; Swedish when none of them is supported. The page keeps it while it is open.
 */
export function languageOf(search: string, preferred: readonly string[]): Language {
  const asked = new URLSearchParams(search).get('lang');
  for (const candidate of [asked, ...preferred]) {
    const found = SUPPORTED_LANGUAGES.find((language) => candidate?.toLowerCase().startsWith(language));
    if (found) return found;
  }
  return 'sv';
}

/** The language of this page load (Swedish outside a browser, as in the unit tests). */
export const pageLanguage: Language =
  typeof window === 'undefined' ? 'sv' : languageOf(window.location.search, navigator.languages);
