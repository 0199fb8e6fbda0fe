import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_REMARK_CLIPBOARD, parseRemarkClipboard } from './remark-clipboard';

const draft = { title: 'Fuktfläck', text: 'Vid golvbrunn', category: 'Fukt', location: 'Källare' };

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
  it('keeps a remark’s words and nothing else', () => {
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
    });
  });
});
