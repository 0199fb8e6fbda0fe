import { describe, expect, it } from 'vitest';
import { mergeEdit } from './field-merge';

const base = { title: 'Fukt', text: 'Fläckar vid golvbrunn', location: 'Källare', costEstimate: null };

describe('mergeEdit', () => {
  it('sends the fields the inspector changed where the colleague changed others', () => {
    const ours = { ...base, text: 'Fläckar och mögellukt' };
    const current = { ...base, location: 'Tvättstuga' };
    expect(mergeEdit(base, ours, current)).toEqual({
      body: { text: 'Fläckar och mögellukt' },
      conflicts: [],
    });
  });

  it('lists a field both changed to different values as a conflict', () => {
    const ours = { ...base, title: 'Fukt i källare', text: 'Ny text' };
    const current = { ...base, title: 'Fuktskada' };
    expect(mergeEdit(base, ours, current)).toEqual({
      body: { text: 'Ny text' },
      conflicts: [{ field: 'title', ours: 'Fukt i källare', theirs: 'Fuktskada' }],
    });
  });

  it('takes a field both changed to the same value as agreed', () => {
    const ours = { ...base, title: 'Fuktskada' };
    expect(mergeEdit(base, ours, { ...base, title: 'Fuktskada' })).toEqual({ body: {}, conflicts: [] });
  });

  it('treats a blank text as no value', () => {
    const ours = { ...base, costEstimate: '' };
    expect(mergeEdit(base, ours, { ...base, costEstimate: 5000 })).toEqual({ body: {}, conflicts: [] });
  });
});
