import { describe, expect, it } from 'vitest';
import { afterTurn, cursorOf, nextCursorOf, withCursor, type CursorPages } from './list-cursors';

describe('the cursors of a list’s pages', () => {
  const none: CursorPages = { search: 'a', byPage: {} };

  it('opens a page reached by "next" with its cursor, and others by number', () => {
    const pages = withCursor(withCursor(none, 'a', 2, 'c2'), 'a', 3, 'c3');
    expect(cursorOf(pages, 'a', 3)).toBe('c3');
    expect(cursorOf(pages, 'a', 2)).toBe('c2');
    expect(cursorOf(pages, 'a', 1)).toBeUndefined();
    expect(cursorOf(pages, 'a', 7)).toBeUndefined();
  });

  it('forgets the cursors of a search once the search changes', () => {
    const pages = withCursor(none, 'a', 2, 'c2');
    expect(cursorOf(pages, 'b', 2)).toBeUndefined();
    const changed = withCursor(pages, 'b', 2, 'd2');
    expect(changed.byPage).toEqual({ 2: 'd2' });
    expect(cursorOf(changed, 'a', 2)).toBeUndefined();
  });

  it('keeps a cursor only for "next" from a page that gave one', () => {
    const next = afterTurn(none, 'a', { from: 4, to: 5, nextCursor: 'c5' });
    expect(cursorOf(next, 'a', 5)).toBe('c5');
    expect(afterTurn(none, 'a', { from: 4, to: 6, nextCursor: 'c5' })).toBe(none);
    expect(afterTurn(none, 'a', { from: 4, to: 3, nextCursor: 'c5' })).toBe(none);
    expect(afterTurn(none, 'a', { from: 4, to: 5 })).toBe(none);
  });

  it('takes no cursor from the answer of the previous search, shown while the new one loads', () => {
    const answer = { nextCursor: 'old-search-c2' };
    expect(nextCursorOf({ data: answer, isPlaceholderData: false })).toBe('old-search-c2');
    expect(nextCursorOf({ data: answer, isPlaceholderData: true })).toBeUndefined();
    expect(nextCursorOf({ data: undefined, isPlaceholderData: false })).toBeUndefined();
  });
});
