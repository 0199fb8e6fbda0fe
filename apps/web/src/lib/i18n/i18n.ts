import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import { browserLanguage } from './browser-language';
import { onFirstPage } from '@/lib/first-page';
import { englishTexts, lazyTexts, loadRegisteredEnglish } from './english-texts';
import { sv } from './sv';

/** The shell's English: a chunk of its own, fetched only when English is the language. */
const shellEnglish = englishTexts('translation', () => import('./en'));
/** The shell's Swedish that no first page shows (sv.later.ts): fetched once the first page has shown. */
const shellLater = lazyTexts('sv', 'translation', () => import('./sv.later'));

/**
 * `module` once the shell's later texts are in too: the page groups and dialogs that show them load
 * through this, so none shows a key should it come before those texts (a link opened as the first page).
 */
export async function withLaterTexts<Module>(module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, shellLater.load()]);
  return loaded;
}

/**
 * The two-letter language in use, `sv` unless the user or the browser asks for English. It is the language
 * asked for, not i18next's `resolvedLanguage`: that one is the first language whose texts are in,
 * and so Swedish while English still loads.
 */
export function currentLanguage(): Language {
  const language = i18next.language;
  return SUPPORTED_LANGUAGES.find((supported) => language?.startsWith(supported)) ?? 'sv';
}

function applyLanguage(): void {
  const language = currentLanguage();
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === 'en') void shellEnglish.load();
}

const isLanguage = (value: string | null): value is Language =>
  (SUPPORTED_LANGUAGES as readonly (string | null)[]).includes(value);

/** The browser's language (`?lang=`, then its languages), Swedish when it asks for none the app speaks. */
function browsersLanguage(): Language {
  if (typeof window === 'undefined') return 'sv';
  return browserLanguage(window.location.search, navigator.languages) ?? 'sv';
}

/** The language the app starts in: the one the user chose last time they were here, else the browser's. */
function startLanguage(): Language {
  const remembered = readStored(STORAGE_KEYS.language);
  return isLanguage(remembered) ? remembered : browsersLanguage();
}

/** Changes the language once its texts are in (the shell's and those of the features loaded), so that nothing shows Swedish or keys meanwhile. */
export async function switchLanguage(language: Language): Promise<void> {
  if (language === 'en') await loadRegisteredEnglish();
  await i18next.changeLanguage(language);
}

/**
 * Follows the language the user chose in their settings (null: the browser's): remembered, so that
 * the next start begins in it before the user's data has loaded, and switched to at once.
 */
export async function followUserLanguage(chosen: Language | null): Promise<void> {
  writeStored(STORAGE_KEYS.language, chosen);
  const language = chosen ?? browsersLanguage();
  if (language !== currentLanguage()) await switchLanguage(language);
}

/**
 * Starts i18next synchronously: Swedish is bundled, the language is the user's remembered choice or
 * the browser's. English
 * starts loading when it is the language; `textsLoaded` (pending-texts.ts) waits for it.
 */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    resources: { sv: { translation: sv } },
    lng: startLanguage(),
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
  onFirstPage(() => void shellLater.load().catch(() => undefined));
  return i18next;
}

/** Translation outside React (HTTP client, start-up). */
export const translate = i18next.t.bind(i18next);
