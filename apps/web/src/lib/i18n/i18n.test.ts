import { describe, expect, it } from 'vitest';
import { ISO_WEEKDAYS } from '@syna/contracts/tenant';
import { en } from './en';
import { currentLanguage, followUserLanguage, initI18n, translate } from './i18n';
import { textsLoaded } from './pending-texts';
import { sv } from './sv';
import { sv as later } from './sv.later';
import { textParityProblems } from './text-parity';

describe('translations', () => {
  it('has the same keys, no empty texts and the same placeholders in Swedish and English', () => {
    expect(textParityProblems({ ...sv, ...later }, en)).toEqual([]);
  });

  it('names every ISO weekday', () => {
    expect(Object.keys(sv.weekdays)).toEqual(ISO_WEEKDAYS.map(String));
  });

  it('loads the English once it is the language, keeping the language asked for meanwhile', async () => {
    const i18n = initI18n();
    try {
      await i18n.changeLanguage('en');
      expect(currentLanguage()).toBe('en');
      await textsLoaded();
      expect(translate('error.default')).toBe('An error occurred');
    } finally {
      await i18n.changeLanguage('sv');
    }
    expect(translate('error.default')).toBe('Ett fel inträffade');
  });

  // Remembering the choice for the next start needs a browser's storage: the browser test covers it.
  it('follows the language the user chose, with its texts in at once, and the browser’s when none', async () => {
    initI18n();
    try {
      await followUserLanguage('en');
      expect(currentLanguage()).toBe('en');
      expect(translate('error.default')).toBe('An error occurred');
      await followUserLanguage('sv');
      expect(translate('error.default')).toBe('Ett fel inträffade');
      await followUserLanguage('en');
      // Outside a browser there is no language asked for: Swedish.
      await followUserLanguage(null);
      expect(currentLanguage()).toBe('sv');
    } finally {
      await followUserLanguage(null);
    }
  });

  it('finds a missing key, an empty text and a differing placeholder', () => {
    expect(
      textParityProblems({ a: 'x', b: { c: '{{n}} st' } }, { a: ' ', b: { c: '{{m}} pcs' }, d: 'y' }),
    ).toEqual(['sv is missing d', 'an empty text', 'placeholders differ in b.c']);
  });

  it('carries the default messages of the error catalogue', () => {
    expect(sv.error.default).toBe('Ett fel inträffade');
    expect(sv.error.request).toBe('Begäran kunde inte utföras');
    expect(sv.error.unauthorized).toBe('Du är inte inloggad');
    expect(sv.error.forbiddenDetail).toBe('Du saknar behörighet att utföra operationen');
    expect(en.error.default).toBe('An error occurred');
    expect(en.error.request).toBe('The request could not be performed');
    expect(en.error.unauthorized).toBe('You are not logged in');
    expect(en.message.settingsUpdated).toBe('Settings updated');
    expect(sv.message.settingsUpdated).toBe('Inställningar uppdaterade');
  });
});
