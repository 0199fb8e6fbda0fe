import type { Language } from './constants.ts';
import { accessMessages } from './messages/access.ts';
import { addressBookMessages } from './messages/address-book.ts';
import { emailMessages } from './messages/email.ts';
import { exportMessages } from './messages/exports.ts';
import { assignmentMessages, projectMessages, remarkMessages } from './messages/assignments.ts';
import { documentMessages } from './messages/documents.ts';
import { httpMessages, PROBLEM_TITLE_FALLBACK, PROBLEM_TITLES } from './messages/http.ts';
import { lookupMessages, phrases } from './messages/lookups.ts';
import type { Message } from './messages/message.ts';
import { networkMessages } from './messages/network.ts';
import { orderMessages } from './messages/orders.ts';
import { organisationMessages } from './messages/organisation.ts';
import { sequenceMessages } from './messages/sequences.ts';
import { validationMessages } from './messages/validation.ts';

/**
 * The server's messages in Swedish and English: problem titles and details, field errors, and
 * the contracts' validation messages. The server writes Swedish; a problem leaves in the request's
 * language through `localizeMessage`, which finds a message by its Swedish text. The web app shows
 * the messages its forms get from the contracts' schemas through the same function.
 */
export type { Message, MessageGroup } from './messages/message.ts';
export { PROBLEM_TITLE_FALLBACK, PROBLEM_TITLES } from './messages/http.ts';

/** Every message the server may send, by area. */
export const MESSAGE_GROUPS = {
  http: httpMessages,
  organisation: organisationMessages,
  access: accessMessages,
  addressBook: addressBookMessages,
  assignments: assignmentMessages,
  remarks: remarkMessages,
  projects: projectMessages,
  orders: orderMessages,
  documents: documentMessages,
  exports: exportMessages,
  network: networkMessages,
  email: emailMessages,
  lookups: lookupMessages,
  sequences: sequenceMessages,
  validation: validationMessages,
} as const;

/** Every message the server may send, titles included. */
export const MESSAGES: readonly Message[] = [
  ...Object.values(PROBLEM_TITLES),
  PROBLEM_TITLE_FALLBACK,
  ...Object.values(MESSAGE_GROUPS).flatMap((group) => Object.values(group)),
];

/** The words messages are built from (see `phrases`), found only in placeholder values. */
export const PHRASES: readonly Message[] = Object.values(phrases);

const PLACEHOLDER = /\{(\w+)\}/g;

/** Placeholders that stand for a number, and so match only one ("3 uppdrag", not "a och 3 uppdrag"). */
const NUMBER_PLACEHOLDERS = new Set([
  'count',
  'maximum',
  'days',
  'hours',
  'minutes',
  'megabytes',
  'megapixels',
]);

/** The placeholders a text names, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

interface Template {
  message: Message;
  pattern: RegExp;
  names: string[];
  /** How much fixed text the template has: the more, the more specific, so it is tried first. */
  fixed: number;
}

interface Index {
  exact: Map<string, Message>;
  templates: Template[];
}

const valuePattern = (name: string) => (NUMBER_PLACEHOLDERS.has(name) ? '(\\d+(?:[.,]\\d+)?)' : '(.+?)');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function indexOf(messages: readonly Message[]): Index {
  const exact = new Map<string, Message>();
  const templates: Template[] = [];
  for (const message of messages) {
    const names = placeholdersOf(message.sv);
    if (names.length === 0) {
      exact.set(message.sv, message);
      continue;
    }
    // Split on the placeholders: fixed text at even positions, placeholder names at odd ones.
    const pieces = message.sv.split(PLACEHOLDER);
    const source = pieces
      .map((piece, position) => (position % 2 === 0 ? escapeRegExp(piece) : valuePattern(piece)))
      .join('');
    templates.push({
      message,
      names,
      pattern: new RegExp(`^${source}$`, 'su'),
      fixed: pieces.filter((_piece, position) => position % 2 === 0).join('').length,
    });
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  return { exact, templates };
}

const messageIndex = indexOf(MESSAGES);
const phraseIndex = indexOf([...MESSAGES, ...PHRASES]);

/** How deep phrases may nest in placeholder values (a phrase with a placeholder of its own). */
const MAX_DEPTH = 3;

function translated(text: string, index: Index, language: Language, depth: number): string | null {
  const known = index.exact.get(text);
  if (known) return known[language];
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = new Map(template.names.map((name, position) => [name, match[position + 1]!]));
    return template.message[language].replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      return template.message.phrases?.includes(name) ? phrase(value, language, depth + 1) : value;
    });
  }
  return null;
}

/** How lists are written: British English, as the English texts are ("a, b and c"). */
const LIST_LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB' };

/** Splits a Swedish list ("a, b och c") into its items. */
const listItems = (text: string) => text.split(/, | och /);

/**
 * A placeholder's value in `language`: a known message or phrase, or a list of them
 * ("3 uppdrag och 1 projekt"); anything else is kept as it is.
 */
function phrase(value: string, language: Language, depth: number): string {
  if (depth > MAX_DEPTH) return value;
  const items = listItems(value);
  if (items.length > 1) {
    const parts = items.map((item) => translated(item, phraseIndex, language, depth));
    if (parts.every((part) => part !== null)) {
      return new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(parts as string[]);
    }
  }
  return translated(value, phraseIndex, language, depth) ?? value;
}

/**
 * A server message in `language`: the Swedish text unchanged for Swedish; in English, the
 * catalogue's text of the message with the same Swedish text, else of the template it fits (its
 * placeholders' values carried over, those that are phrases translated too). A message the
 * catalogue does not know is returned as it is.
 */
export function localizeMessage(text: string, language: Language): string {
  if (language === 'sv') return text;
  return translated(text, messageIndex, language, 0) ?? text;
}

/**
 * The catalogue's entry for a Swedish text, matched exactly or as a template; with `phrases`,
 * the phrases placeholder values are made of count too.
 */
export function findMessage(text: string, { phrases = false } = {}): Message | null {
  const index = phrases ? phraseIndex : messageIndex;
  return (
    index.exact.get(text) ?? index.templates.find((template) => template.pattern.test(text))?.message ?? null
  );
}
