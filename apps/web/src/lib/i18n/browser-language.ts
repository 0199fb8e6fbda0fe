import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';

/**
 * The language a browser asks for: `?lang=` first, then the user's languages in their order of
 * preference; the first one the app speaks, matched on its first two letters (`en-GB` is `en`).
 * Undefined when none is spoken, and the app falls back to Swedish.
 */
export function browserLanguage(search: string, preferred: readonly string[]): Language | undefined {
  const asked = new URLSearchParams(search).get('lang');
  for (const candidate of [...(asked ? [asked] : []), ...preferred]) {
    const language = SUPPORTED_LANGUAGES.find((supported) => candidate.toLowerCase().startsWith(supported));
    if (language) return language;
  }
  return undefined;
}
