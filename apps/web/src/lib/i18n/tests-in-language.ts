import { afterAll, beforeAll } from 'vitest';
import { initI18n } from './i18n';

/** Runs the calling test file's tests in `language`; Swedish, the default, again after them. */
export function testsInLanguage(language: 'sv' | 'en'): void {
  const i18n = initI18n();
  beforeAll(async () => {
    await i18n.changeLanguage(language);
  });
  afterAll(async () => {
    await i18n.changeLanguage('sv');
  });
}
