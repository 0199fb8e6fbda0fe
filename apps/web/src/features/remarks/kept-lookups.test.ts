import { describe, expect, it } from 'vitest';
import { matchingSavedRemarks, matchingValues, pageOf } from './kept-lookups';

const saved = [
  { id: '1', title: 'Bristande tätskikt', text: 'Tätskiktet saknas bakom badkaret.', category: 'Våtrum' },
  { id: '2', title: 'Fuktfläck', text: null, category: 'Källare' },
  { id: '3', title: 'Rostig ledning', text: 'Ytrost på VA-ledning', category: null },
];

describe('searching the saved remarks kept on the device', () => {
  it('finds the typed text in the heading, the text or the category, whatever its case', () => {
    expect(matchingSavedRemarks(saved, 'TÄTSKIKT').map((item) => item.id)).toEqual(['1']);
    expect(matchingSavedRemarks(saved, 'källare').map((item) => item.id)).toEqual(['2']);
    expect(matchingSavedRemarks(saved, 'va-led').map((item) => item.id)).toEqual(['3']);
    expect(matchingSavedRemarks(saved, 'badrum')).toEqual([]);
  });

  it('answers all of them, in the kept order, for a blank search', () => {
    expect(matchingSavedRemarks(saved, '  ').map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('pages them as the server would, or gives all', () => {
    expect(pageOf(saved, 1, 2)).toEqual({ items: [saved[2]], total: 3 });
    expect(pageOf(saved, 0, -1).items).toHaveLength(3);
  });
});

describe('values offered while typing offline', () => {
  it('keeps the most used first and offers at most twenty that hold the typed text', () => {
    const kept = ['Vind', 'Kök', 'Vindsbjälklag', ...Array.from({ length: 30 }, (_, n) => `Rum ${n}`)];
    expect(matchingValues(kept, 'VIND')).toEqual(['Vind', 'Vindsbjälklag']);
    expect(matchingValues(kept, 'rum')).toHaveLength(20);
    expect(matchingValues(kept, '')[0]).toBe('Vind');
  });
});
