import { describe, expect, it } from 'vitest';
import { lastPage, pageOf, storedPageSize, withPageSize } from './page-size';

describe('page size', () => {
  it('reads a list’s stored size and falls back to the default', () => {
    expect(storedPageSize({ statuses: 25 }, 'statuses')).toBe(25);
    expect(storedPageSize({ statuses: -1 }, 'statuses')).toBe(-1);
    expect(storedPageSize({ statuses: 7 }, 'statuses')).toBe(10);
    expect(storedPageSize(null, 'statuses')).toBe(10);
    expect(storedPageSize('junk', 'statuses')).toBe(10);
  });

  it('changes one list’s size and drops unreadable ones', () => {
    expect(withPageSize({ a: 5, b: 'x' }, 'c', 100)).toEqual({ a: 5, c: 100 });
    expect(withPageSize(undefined, 'a', -1)).toEqual({ a: -1 });
  });

  it('cuts pages, and -1 shows all', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(items, 1, 5)).toEqual([6, 7]);
    expect(pageOf(items, 0, -1)).toEqual(items);
    expect(lastPage(7, 5)).toBe(1);
    expect(lastPage(5, 5)).toBe(0);
    expect(lastPage(0, 5)).toBe(0);
    expect(lastPage(7, -1)).toBe(0);
  });
});
