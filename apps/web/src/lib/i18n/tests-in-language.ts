import { afterAll, beforeAll } from 'vitest';
import { initI18n } from './i18n';
import { textsLoaded } from './pending-texts';

/** Runs the calling test file's tests in `language`; Swedish, the default, again after them. */
export function testsInLanguage(language: 'sv' | 'en'): void {
  const i18n = initI18n();
  beforeAll(async () => {
    await i18n.changeLanguage(language);
    // English loads when it becomes the language (i18n.ts).
    await textsLoaded();
  });
  afterAll(async () => {
    await i18n.changeLanguage('sv');
  });
}
