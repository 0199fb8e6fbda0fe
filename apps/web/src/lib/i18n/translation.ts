import type { sv } from './sv';

/** The shape another language must fill: the same keys as `Tree`, with any string as the value. */
export type TextsLike<Tree> = {
  [Key in keyof Tree]: Tree[Key] extends string ? string : TextsLike<Tree[Key]>;
};

/** The shape every language of the shell must fill: the Swedish keys, with any string as the value. */
export type Translation = TextsLike<typeof sv>;
export type TranslationLanguage = 'sv' | 'en';
