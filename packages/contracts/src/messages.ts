import type { Language } from './constants.ts';
import { accessMessages } from './messages/access.ts';
import { accountingMessages } from './messages/accounting.ts';
import { addressBookMessages } from './messages/address-book.ts';
import { availabilityMessages } from './messages/availability.ts';
import { emailMessages } from './messages/email.ts';
import { exportMessages } from './messages/exports.ts';
import { formMessages } from './messages/forms.ts';
import { assignmentMessages, projectMessages, remarkMessages } from './messages/assignments.ts';
import { blueprintMessages } from './messages/blueprints.ts';
import { documentMessages } from './messages/documents.ts';
import { httpMessages } from './messages/http.ts';
import { lookupMessages, phrases } from './messages/lookups.ts';
import { insuranceMessages } from './messages/insurance.ts';
import { mapMessages } from './messages/maps.ts';
import { metadataCheckMessages } from './messages/metadata-check.ts';
import type { Message, Placeholders } from './messages/message.ts';
import { networkMessages } from './messages/network.ts';
import { orderMessages } from './messages/orders.ts';
import { organisationMessages } from './messages/organisation.ts';
import { metadataImportMessages } from './messages/metadata-import.ts';
import { remarkImportMessages } from './messages/remark-import.ts';
import { sequenceMessages } from './messages/sequences.ts';
import { speechMessages } from './messages/speech.ts';
import { priceMessages } from './messages/prices.ts';
import { uploadMessages } from './messages/uploads.ts';
import { validationMessages } from './messages/validation.ts';

/**
 * The server's messages in Swedish and English: problem titles and details, field errors, and
 * the contracts' validation messages. Each has a key (`'orders.alreadyHandled'`: its group and
 * name); code refers to a message by key with the values of its placeholders (a `MessageRef`),
 * and `renderMessage` writes it in a language. A zod schema of the contracts names its message
 * by key; `issueMessage` adds the values the issue carries.
 */
export type { Message, MessageGroup } from './messages/message.ts';
export { PROBLEM_TITLE_FALLBACK, PROBLEM_TITLES } from './messages/http.ts';

/** Every message the server may send, by area, and the phrases messages are built from. */
export const MESSAGE_GROUPS = {
  http: httpMessages,
  organisation: organisationMessages,
  access: accessMessages,
  addressBook: addressBookMessages,
  assignments: assignmentMessages,
  remarks: remarkMessages,
  remarkImport: remarkImportMessages,
  speech: speechMessages,
  uploads: uploadMessages,
  prices: priceMessages,
  metadataImport: metadataImportMessages,
  projects: projectMessages,
  orders: orderMessages,
  availability: availabilityMessages,
  documents: documentMessages,
  exports: exportMessages,
  network: networkMessages,
  email: emailMessages,
  lookups: lookupMessages,
  forms: formMessages,
  blueprints: blueprintMessages,
  metadataCheck: metadataCheckMessages,
  sequences: sequenceMessages,
  maps: mapMessages,
  accounting: accountingMessages,
  insurance: insuranceMessages,
  validation: validationMessages,
  phrases,
} as const;

type Groups = typeof MESSAGE_GROUPS;

/** A message's key: its group and its name in the group. */
export type MessageKey = {
  [Group in keyof Groups]: `${Group}.${keyof Groups[Group] & string}`;
}[keyof Groups];

type EntryOf<Key extends MessageKey> = Key extends `${infer Group extends keyof Groups}.${infer Name}`
  ? Groups[Group][Name & keyof Groups[Group]]
  : never;

type ReferenceTo<Key extends MessageKey> = [Placeholders<EntryOf<Key>['sv']>] extends [never]
  ? { readonly key: Key; readonly values?: undefined }
  : {
      readonly key: Key;
      readonly values: { readonly [Name in Placeholders<EntryOf<Key>['sv']>]: MessageValue };
    };

/** A message by key, with a value for each of its placeholders: no more, no fewer. */
export type MessageRef<Key extends MessageKey = MessageKey> = Key extends MessageKey
  ? ReferenceTo<Key>
  : never;

/**
 * A placeholder's value: a name or number as it is, a phrase of the catalogue (how an order was
 * handled), or a list of phrases ("3 uppdrag och 1 projekt").
 */
export type MessageValue = string | number | MessageRef | readonly MessageRef[];

/** Every message of the catalogue by key. */
export const MESSAGES: ReadonlyMap<string, Message> = new Map(
  Object.entries(MESSAGE_GROUPS).flatMap(([group, entries]) =>
    Object.entries(entries as Readonly<Record<string, Message>>).map(
      ([name, message]) => [`${group}.${name}`, message] as const,
    ),
  ),
);

/** Whether a text is the key of a message (a zod schema's message is one). */
export const isMessageKey = (text: string): text is MessageKey => MESSAGES.has(text);

/** How lists are written: British English, as the English texts are ("a, b and c"). */
const LIST_LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB' };

const PLACEHOLDER = /\{(\w+)\}/g;

function renderValue(value: MessageValue, language: Language): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('key' in value) return renderMessage(value, language);
  const items = value.map((item) => renderMessage(item, language));
  return new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(items);
}

/** A message in `language`: the catalogue's text with each placeholder replaced by its value. */
export function renderMessage(reference: MessageRef, language: Language): string {
  const text = MESSAGES.get(reference.key)![language];
  const values: Readonly<Record<string, MessageValue>> = reference.values ?? {};
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    values[name] === undefined ? whole : renderValue(values[name], language),
  );
}

/** What a zod issue carries that a message may name: its limits, and a refinement's `params`. */
export interface IssueValues {
  message: string;
  maximum?: unknown;
  minimum?: unknown;
  params?: Readonly<Record<string, unknown>>;
}

/** The message of a zod issue; one that is not the contracts' own (zod's, say) says only "Ogiltigt värde". */
export function issueMessage(issue: IssueValues): MessageRef {
  if (!isMessageKey(issue.message)) return { key: 'http.invalidValue' };
  const values: Record<string, MessageValue> = {};
  for (const [name, value] of Object.entries({
    ...issue.params,
    maximum: issue.maximum,
    minimum: issue.minimum,
  })) {
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string')
      values[name] = String(value);
  }
  return { key: issue.message, values } as MessageRef;
}

/**
 * A message a form holds, in `language`: a key of the catalogue with its issue's values (zod
 * issues of the contracts carry one); any other text (the server's, already worded) as it is.
 */
export function renderFormMessage(message: string | IssueValues, language: Language): string {
  const issue = typeof message === 'string' ? { message } : message;
  return isMessageKey(issue.message) ? renderMessage(issueMessage(issue), language) : issue.message;
}

/**
 * A reason kept in a column of text (why an export failed): the message reference as JSON, so that
 * it is read in the reader's language (`renderStoredReason`).
 */
export const storedReason = (reference: MessageRef): string => JSON.stringify(reference);

function storedReference(stored: string): MessageRef | null {
  try {
    const parsed: unknown = JSON.parse(stored);
    const key = (parsed as { key?: unknown } | null)?.key;
    return typeof key === 'string' && isMessageKey(key) ? (parsed as MessageRef) : null;
  } catch {
    return null;
  }
}

/** A stored reason in `language`; a reason stored as text (before reasons were references) as written. */
export function renderStoredReason(stored: string, language: Language): string {
  const reference = storedReference(stored);
  return reference ? renderMessage(reference, language) : stored;
}
