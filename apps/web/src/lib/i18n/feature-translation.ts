import { use } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@syna/contracts/constants';
import { onFirstPage } from '@/lib/first-page';
import { englishTexts, lazyTexts, type EnglishModule } from './english-texts';
import { currentLanguage, initI18n } from './i18n';
import type { TextsLike } from './translation';

/** Dotted paths to every text of a tree: `search.placeholder`, `fields.name`. */
export type TextKey<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key : `${Key}.${TextKey<Tree[Key]>}`;
}[keyof Tree & string];

export type FeatureT<Tree> = (key: TextKey<Tree>, values?: Record<string, unknown>) => string;

/** A feature's texts hook: the texts in the user's language, and its `t`. */
export type FeatureTranslationHook<Tree> = () => { t: FeatureT<Tree>; language: Language };

/** Swedish texts registered later, in a chunk of their own: `{ sv: tree }`. */
type LaterTexts<Later> = () => Promise<{ sv: Later }>;

/**
 * Registers a feature's texts as an i18next namespace and returns its typed hook. The texts live
 * with the feature and load with its lazy route group, so the shell's first load stays small.
 * Swedish comes with them; English is a module of its own (`texts.en.ts`), loaded only when it is
 * the language, and must have exactly the Swedish keys (checked by the type here and by
 * `textParityProblems` in the feature's tests).
 *
 * A feature whose texts the dashboard shows (the first load) keeps there only the texts the
 * dashboard needs (`sv`) and the rest in `later`, fetched once the first page has shown: the hook's
 * `firstLoad` reads the first only and never waits; the hook itself waits (Suspense) for the rest
 * should a page render before it is in.
 */
export function defineFeatureTranslation<Tree extends object, Later extends object = Record<never, never>>(
  namespace: string,
  texts: {
    sv: Tree;
    later?: LaterTexts<Later>;
    en: () => Promise<EnglishModule<TextsLike<Tree & Later>>>;
  },
): FeatureTranslationHook<Tree & Later> & { firstLoad: FeatureTranslationHook<Tree> } {
  // i18next takes texts once started; the texts of the dashboard's features are in the first
  // load's chunk and so run before the app starts it (initI18n starts it once).
  initI18n();
  i18next.addResourceBundle('sv', namespace, texts.sv, true, true);
  const english = englishTexts(namespace, texts.en);
  const later = texts.later ? lazyTexts('sv', namespace, texts.later) : null;
  // Fetched as soon as the first page has shown, not before it (nor later, when the browser is
  // idle: a dialog opened at once would wait for it): every later page's route group then waits
  // for it (pending-texts.ts), so no page suspends for it on a click.
  if (later) onFirstPage(() => void later.load().catch(() => undefined));
  // Started at once, so that start-up and the route group's load wait for it (pending-texts.ts).
  if (currentLanguage() === 'en') void english.load();
  const hook = (whole: boolean) =>
    function useFeatureTranslation() {
      // The shell's typed resources know only the default namespace; feature keys are typed above.
      const { t } = useTranslation(namespace as 'translation');
      const language = currentLanguage();
      // Neither Swedish nor keys in place of English: the nearest Suspense boundary waits for it (the
      // load starts here if the language became English after the texts registered). Asked for
      // whether or not they are in yet (a settled load returns at once): React replays a suspended
      // render expecting the same `use` calls, and one left out then breaks the hooks after it.
      if (language === 'en') use(english.load());
      // English holds every text; Swedish the rest of them once its chunk is in.
      else if (whole && language === 'sv' && later) use(later.load());
      return { t: t as unknown as FeatureT<Tree & Later>, language };
    };
  // The first load's hook reads only keys of `Tree`, which `t` knows as well.
  const firstLoad = hook(false) as unknown as FeatureTranslationHook<Tree>;
  return Object.assign(hook(true), { firstLoad });
}
