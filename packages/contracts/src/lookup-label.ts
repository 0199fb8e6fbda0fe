import type { Language } from './constants.ts';

// Without zod: the public order page shows the firm's order types by it and loads only zod's small build.

/** Something the firm named, perhaps also in English: a lookup or a record's reference to one. */
export interface NamedInTwoLanguages {
  name: string;
  nameEn?: string | null;
}

/** A lookup's name in the reader's language: the English name for an English reader when the firm gave one, else the Swedish. */
export function lookupLabel(item: NamedInTwoLanguages, language: Language): string {
  return (language === 'en' && item.nameEn) || item.name;
}
