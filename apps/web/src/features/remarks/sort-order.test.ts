import { describe, expect, it } from 'vitest';
import { moveItem, sortOrderChanges, withPlaces } from './sort-order';

const items = [
  { id: 'a', sortOrder: 0 },
  { id: 'b', sortOrder: 1 },
  { id: 'c', sortOrder: 2 },
];

describe('moveItem', () => {
  it('moves an item up or down', () => {
    expect(moveItem(items, 2, 1).map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, 1).map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is for moves past either end', () => {
    expect(moveItem(items, 0, -1)).toEqual(items);
    expect(moveItem(items, 2, 3)).toEqual(items);
  });
});

describe('sortOrderChanges', () => {
  it('sends only the items whose place changed', () => {
    expect(sortOrderChanges(moveItem(items, 2, 1))).toEqual([
      { id: 'c', sortOrder: 1 },
      { id: 'b', sortOrder: 2 },
    ]);
  });

  it('numbers items whose stored orders collide or have gaps', () => {
    const stored = [
      { id: 'a', sortOrder: 0 },
      { id: 'b', sortOrder: 0 },
      { id: 'c', sortOrder: 7 },
    ];
    expect(sortOrderChanges(stored)).toEqual([
      { id: 'b', sortOrder: 1 },
      { id: 'c', sortOrder: 2 },
    ]);
    expect(withPlaces(stored).map((item) => item.sortOrder)).toEqual([0, 1, 2]);
  });
});
