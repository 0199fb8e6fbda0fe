import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/sv.js';
import 'dayjs/locale/en.js';
import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';
import { browserLanguage } from './browser-language';
import { englishTexts } from './english-texts';
import { sv } from './sv';

/** The shell's English: a chunk of its own, fetched only when English is the language. */
const shellEnglish = englishTexts('translation', () => import('./en'));

/**
 * The two-letter language in use, `sv` unless the browser asks for English. It is the language
 * asked for, not i18next's `resolvedLanguage`: that one is the first language whose texts are in,
 * and so Swedish while English still loads.
 */
export function currentLanguage(): Language {
  const language = i18next.language;
  return SUPPORTED_LANGUAGES.find((supported) => language?.startsWith(supported)) ?? 'sv';
}

function applyLanguage(): void {
  const language = currentLanguage();
  dayjs.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === 'en') void shellEnglish.load();
}

/**
 * Starts i18next synchronously: Swedish is bundled, the language comes from the browser. English
 * starts loading when it is the language; `textsLoaded` (pending-texts.ts) waits for it.
 */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    resources: { sv: { translation: sv } },
    lng:
      (typeof window === 'undefined'
        ? undefined
        : browserLanguage(window.location.search, navigator.languages)) ?? 'sv',
    fallbackLng: 'sv',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage();
  i18next.on('languageChanged', applyLanguage);
  return i18next;
}

/** Translation outside React (HTTP client, start-up). */
export const translate = i18next.t.bind(i18next);
