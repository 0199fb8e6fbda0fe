import i18next from 'i18next';
import { trackTexts } from './pending-texts';

/** A module of English texts: `en.ts` of the shell, `texts.en.ts` of a feature. */
export type EnglishModule<Texts> = { en: Texts };

export interface EnglishTexts {
  /** Whether the texts are in i18next. */
  readonly loaded: boolean;
  /** Starts the load, once; settles when the texts are in i18next (`textsLoaded` waits for it too). */
  load(): Promise<void>;
}

/**
 * A namespace's English, loaded only when asked for: Swedish is the default language, and its
 * users should not download texts they never read.
 */
export function englishTexts(namespace: string, loader: () => Promise<EnglishModule<object>>): EnglishTexts {
  let loading: Promise<void> | undefined;
  let loaded = false;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      if (!loading) {
        loading = loader().then(({ en }) => {
          i18next.addResourceBundle('en', namespace, en, true, true);
          loaded = true;
        });
        trackTexts(loading);
      }
      return loading;
    },
  };
}
