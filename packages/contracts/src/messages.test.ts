import { describe, expect, it } from 'vitest';
import {
  findMessage,
  localizeMessage,
  MESSAGES,
  PHRASES,
  placeholdersOf,
  PROBLEM_TITLE_FALLBACK,
  PROBLEM_TITLES,
} from './messages.ts';

describe('the message catalogue', () => {
  it('has an English text for every message, other than the Swedish one', () => {
    const untranslated = MESSAGES.filter(
      (message) => message.en.trim() === '' || message.en.trim() === message.sv.trim(),
    );
    expect(untranslated).toEqual([]);
    expect(PHRASES.filter((phrase) => phrase.en.trim() === '')).toEqual([]);
  });

  it('knows each Swedish text once', () => {
    const shapes = [...MESSAGES, ...PHRASES].map((message) => message.sv.replace(/\{\w+\}/g, '{}'));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
  });

  it('carries the same placeholders into English, and translates only placeholders it has', () => {
    const mismatched = [...MESSAGES, ...PHRASES].filter(
      (message) =>
        placeholdersOf(message.en).sort().join() !== placeholdersOf(message.sv).sort().join() ||
        (message.phrases ?? []).some((name) => !placeholdersOf(message.sv).includes(name)),
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

describe('localizeMessage', () => {
  it('gives the English of a known message', () => {
    expect(localizeMessage('Kontakten finns inte', 'en')).toBe('The contact does not exist');
    expect(localizeMessage('Ogiltig e-postadress', 'en')).toBe('Invalid e-mail address');
  });

  it('leaves every text alone in Swedish', () => {
    for (const text of ['Kontakten finns inte', 'Högst 50 tecken', 'Okänt fel', 'Hittades inte']) {
      expect(localizeMessage(text, 'sv')).toBe(text);
    }
  });

  it('leaves an unknown message as it is', () => {
    expect(localizeMessage('Något helt annat gick fel', 'en')).toBe('Något helt annat gick fel');
    expect(localizeMessage('Body cannot be empty when content-type is set', 'en')).toBe(
      'Body cannot be empty when content-type is set',
    );
    expect(localizeMessage('', 'en')).toBe('');
  });

  it('fits a message to its template and carries the values over', () => {
    expect(localizeMessage('Högst 254 tecken', 'en')).toBe('At most 254 characters');
    expect(localizeMessage('Sökvägen finns inte: /acme/v1/nothing', 'en')).toBe(
      'The path does not exist: /acme/v1/nothing',
    );
    expect(localizeMessage('Organisations-id "acme" är upptaget', 'en')).toBe(
      'The organisation id "acme" is already taken',
    );
    expect(localizeMessage('Tidigaste möjliga datum är 2026-05-04', 'en')).toBe(
      'The earliest possible date is 2026-05-04',
    );
  });

  it('translates placeholder values that are phrases, lists of them included', () => {
    expect(localizeMessage('Kontakten används i 1 uppdrag och kan inte tas bort', 'en')).toBe(
      'The contact is used in 1 assignment and cannot be deleted',
    );
    expect(localizeMessage('Kontakten används i 3 uppdrag och 1 projekt och kan inte tas bort', 'en')).toBe(
      'The contact is used in 3 assignments and 1 project and cannot be deleted',
    );
    expect(
      localizeMessage(
        'Besiktningstypen används av 4 uppdrag, 1 inriktning och 2 beställningar och kan inte tas bort. Arkivera den i stället.',
        'en',
      ),
    ).toBe(
      'The inspection type is used by 4 assignments, 1 branch and 2 orders and cannot be deleted. Archive it instead.',
    );
    expect(localizeMessage('Statusen finns inte', 'en')).toBe('The status does not exist');
    expect(localizeMessage('Kontaktrollen finns inte', 'en')).toBe('The contact role does not exist');
    expect(localizeMessage('Beställningen är redan hanterad (den är avböjd)', 'en')).toBe(
      'The order has already been handled (it was declined)',
    );
    expect(localizeMessage('Beställningen är redan hanterad (uppdrag U2026-0042)', 'en')).toBe(
      'The order has already been handled (assignment U2026-0042)',
    );
  });

  it('keeps values that are data, even when they look like a phrase', () => {
    expect(localizeMessage('Det finns redan en kontaktroll med namnet Statusen', 'en')).toBe(
      'Another contact role is already named Statusen',
    );
    // An unknown kind keeps its Swedish word; the rest of the message is still English.
    expect(localizeMessage('Kontakten används i 2 fakturor och kan inte tas bort', 'en')).toBe(
      'The contact is used in 2 fakturor and cannot be deleted',
    );
  });
});

describe('findMessage', () => {
  it('finds a message exactly or by its template, and phrases only when asked', () => {
    expect(findMessage('Kontakten finns inte')?.en).toBe('The contact does not exist');
    expect(findMessage('Högst 12 tecken')?.sv).toBe('Högst {maximum} tecken');
    expect(findMessage('Något annat')).toBeNull();
    expect(findMessage('3 uppdrag')).toBeNull();
    expect(findMessage('3 uppdrag', { phrases: true })?.en).toBe('{count} assignments');
  });
});
