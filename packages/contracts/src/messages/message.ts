/**
 * One text the server may answer with, in Swedish (as the server writes it) and in English.
 * `{name}` marks a placeholder: the Swedish text is then a template that a message matches with
 * any value in its place, and the English text carries the same value over.
 */
export interface Message {
  readonly sv: string;
  readonly en: string;
  /**
   * The placeholders whose values are themselves texts of the catalogue (a message or a phrase,
   * or a list of them: "3 uppdrag och 1 projekt"), translated along with the message. Any other
   * value (a name, a number, a date) is carried over as it is.
   */
  readonly phrases?: readonly string[];
}

/** A named group of messages, one of the catalogue's areas. */
export type MessageGroup = Readonly<Record<string, Message>>;
