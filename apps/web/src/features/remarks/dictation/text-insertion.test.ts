import { describe, expect, it } from 'vitest';
import { insertAt, replaceInsertion } from './text-insertion';

describe('putting a transcript into the remark text', () => {
  it('inserts at the cursor, with spaces where words would run together', () => {
    expect(insertAt('Fukt i källare.', { start: 6, end: 6 }, 'tydligt ')).toEqual({
      text: 'Fukt i tydligt källare.',
      inserted: { start: 7, end: 14, text: 'tydligt' },
    });
    expect(insertAt('Fukt', { start: 4, end: 4 }, 'i källare').text).toBe('Fukt i källare');
    expect(insertAt('', null, ' Fuktfläck ').text).toBe('Fuktfläck');
    expect(insertAt('Slut', { start: 0, end: 0 }, 'Början').text).toBe('Början Slut');
    expect(insertAt('Fukt.', { start: 4, end: 4 }, 'fläck').text).toBe('Fukt fläck.');
  });

  it('replaces a selection', () => {
    const { text, inserted } = insertAt('Det finns en spricka här.', { start: 13, end: 20 }, 'fuktfläck');
    expect(text).toBe('Det finns en fuktfläck här.');
    expect(text.slice(inserted.start, inserted.end)).toBe('fuktfläck');
  });

  it('appends when the cursor is unknown, and keeps a range inside the text', () => {
    expect(insertAt('Fukt', null, 'fläck').text).toBe('Fukt fläck');
    expect(insertAt('Fukt', { start: 40, end: 50 }, 'fläck').text).toBe('Fukt fläck');
  });
});

describe('replacing the inserted transcript with a saved remark', () => {
  it('replaces it where it was put', () => {
    const first = insertAt('Inledning. Avslut.', { start: 11, end: 11 }, 'fuktfläck källare');
    const replaced = replaceInsertion(first.text, first.inserted, 'Fuktfläck i källare.');
    expect(replaced?.text).toBe('Inledning. Fuktfläck i källare. Avslut.');
    expect(replaced?.inserted.text).toBe('Fuktfläck i källare.');
  });

  it('finds it after the text before it changed, and gives up when it is gone', () => {
    const { inserted } = insertAt('', null, 'fuktfläck källare');
    expect(replaceInsertion('Ny början: fuktfläck källare', inserted, 'Fuktfläck i källare')?.text).toBe(
      'Ny början: Fuktfläck i källare',
    );
    expect(replaceInsertion('helt annan text', inserted, 'Fuktfläck i källare')).toBeNull();
  });
});
