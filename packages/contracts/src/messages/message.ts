/**
 * One text the server may answer with, in Swedish and in English. `{name}` marks a placeholder:
 * a message reference names a value for each, and both languages carry the same names.
 */
export interface Message {
  readonly sv: string;
  readonly en: string;
}

/** A named group of messages, one of the catalogue's areas. */
export type MessageGroup = Readonly<Record<string, Message>>;

/** The placeholder names of a text: `'Högst {maximum} tecken'` → `'maximum'`. */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name extends `${string} ${string}`
    ? Placeholders<Rest>
    : Name | Placeholders<Rest>
  : never;
