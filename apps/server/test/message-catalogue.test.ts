import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMessage, localizeMessage, MESSAGES, PHRASES, type Message } from '@syna/contracts/messages';
import { findLookupWords, findMessageTexts, sourceFiles, type FoundText } from './support/message-sources.ts';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const serverSources = sourceFiles(path.join(repository, 'apps/server/src'));
const contractSources = sourceFiles(path.join(repository, 'packages/contracts/src')).filter(
  // The catalogue itself.
  (file) => !/[/\\]messages(\.ts|[/\\])/.test(file),
);
const isContract = (file: string) => file.startsWith(path.join(repository, 'packages/contracts/'));

const scan = findMessageTexts([...serverSources, ...contractSources], { zodSchemaFile: isContract });

/** The catalogue's texts as the scan writes patterns: `{}` for each placeholder. */
const shape = (text: string) => text.replace(/\{\w+\}/g, '{}');

/** The catalogue's entry for a found text: its pattern's own, or the template a plain text fits. */
function entryOf(text: FoundText): Message | null {
  const candidates = text.kind === 'phrase' ? [...MESSAGES, ...PHRASES] : MESSAGES;
  if (text.pattern.includes('{}')) {
    return candidates.find((message) => shape(message.sv) === text.pattern) ?? null;
  }
  return findMessage(text.pattern, { phrases: text.kind === 'phrase' });
}

/** Why a found text is not translated, or null when it is. */
function gap(text: FoundText): string | null {
  const entry = entryOf(text);
  if (!entry) return 'not in the catalogue';
  if (!entry.en.trim()) return 'no English text';
  if (text.kind === 'message') {
    const english = text.pattern.includes('{}') ? entry.en : localizeMessage(text.pattern, 'en');
    if (english === (text.pattern.includes('{}') ? entry.sv : text.pattern)) return 'English same as Swedish';
  }
  return null;
}

const describeGaps = (texts: FoundText[]) =>
  texts
    .map((text) => ({ text, why: gap(text) }))
    .filter(({ why }) => why !== null)
    .map(
      ({ text, why }) =>
        `${path.relative(repository, text.file)}:${text.line} ${JSON.stringify(text.pattern)} (${why})`,
    );

describe('the message catalogue covers every text the server can answer with', () => {
  it('finds the texts of the problem helpers, field errors and zod schemas', () => {
    const patterns = new Set(scan.texts.map((text) => text.pattern));
    // One of each way a message is written, so that a scan that finds nothing cannot pass.
    for (const expected of [
      'Kontakten finns inte', // notFound(CONTACT_NOT_FOUND)
      'Kontakten används i {} och kan inte tas bort', // conflict(`…${usageText(usage)}…`)
      'Du är inte inloggad', // the default of unauthorized(detail = …)
      'Kunden finns inte', // fail('customerId', …), which pushes onto errors[…]
      'Bilden kunde inte läsas; filen kan vara skadad.', // refused(detail), a local wrapper
      'Fastigheten hör inte till projektet', // { 'body.estateId': [...] }
      'Sluttiden måste vara efter starttiden', // an errors object built beside the problem
      'Typen av beställning finns inte', // errors['body.orderTypeId'] = [...]
      'Filtypen stöds inte', // a contract constant thrown by the server
      'Ange gatuadress', // for (const [field, message] of required)
      'Ogiltigt personnummer', // normalisedStringSchema(…, PERSONNUMMER_MESSAGE)
      'Ogiltigt kontakt-id', // tenantAnd('id', …)
      'Högst {} tecken', // error: (issue) => `Högst ${issue.maximum} tecken`
      'Ogiltig e-postadress', // z.email({ error: … })
      'Ange en färg som #rrggbb', // .regex(…, '…')
    ]) {
      expect(patterns, expected).toContain(expected);
    }
    expect(scan.texts.length).toBeGreaterThan(150);
  });

  it('follows every message given by name to its text', () => {
    expect(
      scan.unresolved.map((entry) => `${path.relative(repository, entry.file)}:${entry.line} ${entry.name}`),
    ).toEqual([]);
  });

  it('has an English text, other than the Swedish, for every message the sources send', () => {
    const gaps = describeGaps(scan.texts.filter((text) => text.kind === 'message'));
    expect(gaps, `Messages missing from packages/contracts/src/messages:\n${gaps.join('\n')}`).toEqual([]);
  });

  it('has the phrases messages are built from: outcomes, lookup names and what uses them', () => {
    const phrases = [
      ...scan.texts.filter((text) => text.kind === 'phrase'),
      ...findLookupWords(serverSources),
    ];
    expect(phrases.length).toBeGreaterThan(20);
    const gaps = describeGaps(phrases);
    expect(gaps, `Phrases missing from packages/contracts/src/messages:\n${gaps.join('\n')}`).toEqual([]);
  });
});
