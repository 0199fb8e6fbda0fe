import type { sv } from './sv';
import type { sv as later } from './sv.later';

/** The shell's Swedish texts: those of the first load and the later ones. */
export type ShellTexts = typeof sv & typeof later;

/** The shape another language must fill: the same keys as `Tree`, with any string as the value. */
export type TextsLike<Tree> = {
  [Key in keyof Tree]: Tree[Key] extends string ? string : TextsLike<Tree[Key]>;
};

/** The shape every language of the shell must fill: the Swedish keys, with any string as the value. */
export type Translation = TextsLike<ShellTexts>;
export type TranslationLanguage = 'sv' | 'en';
