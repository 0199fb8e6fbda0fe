import { describe, expect, it } from 'vitest';
import { tagsFromCell, tagsToCell } from './remark-transfer.ts';

describe('the tags of a saved remark in their workbook cell', () => {
  it('come back as they went out, a comma or a quote inside a tag included', () => {
    const tags = ['källare', 'fukt, mögel', 'kallad "krypen"', 'våtrum'];
    const cell = tagsToCell(tags);
    expect(cell).toBe('källare, "fukt, mögel", "kallad ""krypen""", våtrum');
    expect(tagsFromCell(cell)).toEqual(tags);
  });

  it('read what a person types: spaces trimmed, blanks dropped, a lone quote kept in its tag', () => {
    expect(tagsFromCell(' fukt ,, krypgrund,  ')).toEqual(['fukt', 'krypgrund']);
    expect(tagsFromCell('24" skärm, tv')).toEqual(['24" skärm', 'tv']);
    expect(tagsFromCell('')).toEqual([]);
  });
});
