import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { initI18n } from './i18n';
import type { TextsLike } from './translation';

/** Dotted paths to every text of a tree: `search.placeholder`, `fields.name`. */
export type TextKey<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key : `${Key}.${TextKey<Tree[Key]>}`;
}[keyof Tree & string];

export type FeatureT<Tree> = (key: TextKey<Tree>, values?: Record<string, unknown>) => string;

/**
 * Registers a feature's texts as an i18next namespace and returns its typed hook. The texts live
 * with the feature and load with its lazy route group, so the shell's first load stays small;
 * English must have exactly the Swedish keys (checked by the type and by `sameTextKeys` in tests).
 */
export function defineFeatureTranslation<Tree extends object>(
  namespace: string,
  texts: { sv: Tree; en: TextsLike<Tree> },
): () => { t: FeatureT<Tree>; language: string } {
  // i18next takes texts once started; the texts of the dashboard's features are in the first
  // load's chunk and so run before the app starts it (initI18n starts it once).
  initI18n();
  i18next.addResourceBundle('sv', namespace, texts.sv, true, true);
  i18next.addResourceBundle('en', namespace, texts.en, true, true);
  return function useFeatureTranslation() {
    // The shell's typed resources know only the default namespace; feature keys are typed above.
    const { t, i18n } = useTranslation(namespace as 'translation');
    return { t: t as unknown as FeatureT<Tree>, language: i18n.resolvedLanguage ?? i18n.language };
  };
}
