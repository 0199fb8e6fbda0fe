import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_REMARK_CLIPBOARD, parseRemarkClipboard } from './remark-clipboard';

const draft = {
  title: 'Fuktfläck',
  text: 'Vid golvbrunn',
  category: 'Fukt',
  location: 'Källare',
  gradeId: '7b0e1c52-4a3f-4c1e-9d6a-2f1b8e3c5a7d',
  recommendedAction: 'Åtgärda tätskiktet',
  investigate: true,
  investigation: 'Fuktmätning i golvet',
  costEstimate: 12_000,
};

describe('parseRemarkClipboard', () => {
  it('reads a stored clipboard and last saved remark', () => {
    expect(parseRemarkClipboard({ clipboard: draft, lastSavedRemark: { ...draft, text: null } })).toEqual({
      clipboard: draft,
      lastSavedRemark: { ...draft, text: null },
    });
  });

  it('drops what is not a remark', () => {
    expect(parseRemarkClipboard(null)).toEqual(EMPTY_REMARK_CLIPBOARD);
    expect(parseRemarkClipboard('text')).toEqual(EMPTY_REMARK_CLIPBOARD);
    expect(parseRemarkClipboard({ clipboard: { title: '' }, lastSavedRemark: draft })).toEqual({
      clipboard: null,
      lastSavedRemark: draft,
    });
  });
});

describe('draftOf', () => {
  it('keeps a remark’s words and grading and nothing else', () => {
    const remark = {
      ...draft,
      id: 'r1',
      objectId: 'o1',
      sortOrder: 3,
      attributes: {},
      images: [],
      created: '2026-11-23T10:00:00Z',
      updated: '2026-11-23T10:00:00Z',
    };
    expect(draftOf(remark)).toEqual(draft);
    expect(draftOf({ title: 'Spricka' })).toEqual({
      title: 'Spricka',
      text: null,
      category: null,
      location: null,
      gradeId: null,
      recommendedAction: null,
      investigate: false,
      investigation: null,
      costEstimate: null,
    });
  });
});
