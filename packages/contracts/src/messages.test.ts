import { describe, expect, it } from 'vitest';
import {
  issueMessage,
  MESSAGES,
  PROBLEM_TITLE_FALLBACK,
  PROBLEM_TITLES,
  renderMessage,
  type MessageRef,
} from './messages.ts';

/** The placeholder names of a catalogue text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogue', () => {
  it('has Swedish and English for every key, the English other than the Swedish', () => {
    const untranslated = [...MESSAGES].filter(
      ([, message]) => !message.sv.trim() || !message.en.trim() || message.en.trim() === message.sv.trim(),
    );
    // Words that are the same in both languages, and a pattern that only joins other texts.
    expect(untranslated.map(([key]) => key).sort()).toEqual(['phrases.status', 'remarkImport.field']);
  });

  it('names the same placeholders in Swedish and English', () => {
    const mismatched = [...MESSAGES].filter(
      ([, message]) => placeholders(message.sv).join() !== placeholders(message.en).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('titles every problem status the server answers with', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429, 500]) {
      expect(PROBLEM_TITLES[status]?.en).toBeTruthy();
    }
    expect(PROBLEM_TITLES[404]).toEqual({ sv: 'Hittades inte', en: 'Not found' });
    expect(PROBLEM_TITLE_FALLBACK.en).toBe('Error');
  });
});

describe('renderMessage', () => {
  it('writes a message in either language', () => {
    const missing: MessageRef = { key: 'addressBook.contactMissing' };
    expect(renderMessage(missing, 'sv')).toBe('Kontakten finns inte');
    expect(renderMessage(missing, 'en')).toBe('The contact does not exist');
  });

  it('puts each value in its placeholder, data as it is', () => {
    const path: MessageRef = { key: 'http.pathMissing', values: { path: '/acme/v1/{kind}' } };
    expect(renderMessage(path, 'en')).toBe('The path does not exist: /acme/v1/{kind}');
    const taken: MessageRef = {
      key: 'lookups.nameTaken',
      values: { noun: { key: 'phrases.contactRole' }, name: 'Statusen' },
    };
    expect(renderMessage(taken, 'sv')).toBe('Det finns redan en kontaktroll med namnet Statusen');
    expect(renderMessage(taken, 'en')).toBe('Another contact role is already named Statusen');
  });

  it('writes phrases, and lists of them, in the same language', () => {
    const handled: MessageRef = {
      key: 'orders.alreadyHandled',
      values: { outcome: { key: 'phrases.orderRejected' } },
    };
    expect(renderMessage(handled, 'sv')).toBe('Beställningen är redan hanterad (den är avböjd)');
    expect(renderMessage(handled, 'en')).toBe('The order has already been handled (it was declined)');
    const inUse: MessageRef = {
      key: 'lookups.lookupInUse',
      values: {
        kind: { key: 'phrases.inspectionTypeDefinite' },
        usages: [
          { key: 'phrases.assignments', values: { count: 4 } },
          { key: 'phrases.oneBranch' },
          { key: 'phrases.orders', values: { count: 2 } },
        ],
      },
    };
    expect(renderMessage(inUse, 'sv')).toBe(
      'Besiktningstypen används av 4 uppdrag, 1 inriktning och 2 beställningar och kan inte tas bort. Arkivera den i stället.',
    );
    expect(renderMessage(inUse, 'en')).toBe(
      'The inspection type is used by 4 assignments, 1 branch and 2 orders and cannot be deleted. Archive it instead.',
    );
  });

  it('accepts only the placeholders an entry names', () => {
    // @ts-expect-error: the outcome is missing
    const missing: MessageRef = { key: 'orders.alreadyHandled', values: {} };
    // @ts-expect-error: the entry has no placeholder `name`
    const unknown: MessageRef = { key: 'orders.orderMissing', values: { name: 'x' } };
    // @ts-expect-error: no such key
    const unheard: MessageRef = { key: 'orders.nothing' };
    expect([missing, unknown, unheard]).toHaveLength(3);
  });
});

describe('issueMessage', () => {
  it('takes the limits of a zod issue whose message is a key', () => {
    const issue = { message: 'validation.tooLong', maximum: 254 };
    expect(renderMessage(issueMessage(issue), 'sv')).toBe('Högst 254 tecken');
    expect(renderMessage(issueMessage(issue), 'en')).toBe('At most 254 characters');
  });

  it('gives any other message a generic key', () => {
    expect(issueMessage({ message: 'Invalid input: expected string' })).toEqual({ key: 'http.invalidValue' });
  });
});
