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
 * `promise`, marked once settled the way React's `use` reads a promise's outcome (`status` and
 * `value` or `reason`): a component that asks for texts already in gets them at once rather than
 * suspending for a promise React has not seen before.
 */
function settledForReact(promise: Promise<void>): Promise<void> {
  const marked = promise as Promise<void> & { status?: string; value?: void; reason?: unknown };
  promise.then(
    () => Object.assign(marked, { status: 'fulfilled', value: undefined }),
    (reason: unknown) => Object.assign(marked, { status: 'rejected', reason }),
  );
  return promise;
}

/**
 * A namespace's texts in one language, loaded once when asked for: `loader` resolves to a module
 * that exports them under the language's name (`en` of texts.en.ts, `sv` of texts.later.ts).
 */
export function lazyTexts<Name extends string>(
  language: Name,
  namespace: string,
  loader: () => Promise<Record<Name, object>>,
): EnglishTexts {
  let loading: Promise<void> | undefined;
  let loaded = false;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      if (!loading) {
        loading = settledForReact(
          loader().then((module) => {
            i18next.addResourceBundle(language, namespace, module[language], true, true);
            loaded = true;
          }),
        );
        trackTexts(loading);
      }
      return loading;
    },
  };
}

/**
 * A namespace's English, loaded only when asked for: Swedish is the default language, and its
 * users should not download texts they never read.
 */
export function englishTexts(namespace: string, loader: () => Promise<EnglishModule<object>>): EnglishTexts {
  const texts = lazyTexts('en', namespace, loader);
  registeredEnglish.push(texts);
  return texts;
}

/** Every namespace's English registered so far (the shell's and the loaded features'). */
const registeredEnglish: EnglishTexts[] = [];

/**
 * Loads the English of every namespace registered so far: a switch to English waits for it, so no
 * page on the screen suspends for its texts in the middle of the switch's render.
 */
export async function loadRegisteredEnglish(): Promise<void> {
  await Promise.all(registeredEnglish.map((texts) => texts.load()));
}
