import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMessageKey, MESSAGES } from '@syna/contracts/messages';
import { findMessageTexts, sourceFiles } from './support/message-sources.ts';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const serverSources = sourceFiles(path.join(repository, 'apps/server/src'));
const contractSources = sourceFiles(path.join(repository, 'packages/contracts/src')).filter(
  // The catalogue itself.
  (file) => !/[/\\]messages(\.ts|[/\\])/.test(file),
);
const isContract = (file: string) => file.startsWith(path.join(repository, 'packages/contracts/'));

// The server's problems take message references, which the types check; a zod schema's message
// is a plain string, so the scan checks that each one is a key of the catalogue.
const scan = findMessageTexts([...serverSources, ...contractSources], { zodSchemaFile: isContract });
const where = (text: { file: string; line: number; pattern: string }) =>
  `${path.relative(repository, text.file)}:${text.line} ${JSON.stringify(text.pattern)}`;

describe('every message the server can answer with is a key of the catalogue', () => {
  it('finds the messages of the zod schemas, written in every way a schema names one', () => {
    const patterns = new Set(scan.texts.map((text) => text.pattern));
    for (const expected of [
      'validation.personnummer', // normalisedStringSchema(…, PERSONNUMMER_MESSAGE)
      'validation.contactId', // tenantAnd('id', …)
      'validation.tooLong', // TOO_LONG_MESSAGE
      'validation.email', // z.email({ error: … })
      'validation.colour', // .regex(…, '…')
    ]) {
      expect(patterns, expected).toContain(expected);
    }
    expect(scan.texts.length).toBeGreaterThan(100);
  });

  it('follows every message given by name to its text', () => {
    expect(
      scan.unresolved.map((entry) => `${path.relative(repository, entry.file)}:${entry.line} ${entry.name}`),
    ).toEqual([]);
  });

  it('names no message by text, only by key', () => {
    const prose = scan.texts.filter((text) => !isMessageKey(text.pattern));
    expect(prose.map(where), 'Messages that are not keys of packages/contracts/src/messages').toEqual([]);
  });

  it('writes no Swedish text of the catalogue outside it', () => {
    // Phrases are single words ("status"), written as data too.
    const texts = [...MESSAGES]
      .filter(([key, message]) => !key.startsWith('phrases.') && !/\{\w+\}/.test(message.sv))
      .map(([, message]) => message.sv);
    const written = [...serverSources, ...contractSources].flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return texts
        .filter((text) => source.includes(`'${text}'`))
        .map((text) => `${path.relative(repository, file)} ${text}`);
    });
    expect(written).toEqual([]);
  });
});
