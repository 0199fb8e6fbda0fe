import type { sv } from './sv';

type Leaves<Tree> = { [Key in keyof Tree]: Tree[Key] extends string ? string : Leaves<Tree[Key]> };

/** The shape every language must fill: the Swedish keys, with any string as the value. */
export type Translation = Leaves<typeof sv>;
export type TranslationLanguage = 'sv' | 'en';
