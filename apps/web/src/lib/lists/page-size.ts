import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@syna/contracts/constants';

export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

const isPageSize = (value: unknown): value is PageSize =>
  typeof value === 'number' && (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);

/** The stored page size of one list, or the default when none (or a bad one) is stored. */
export function storedPageSize(stored: unknown, listId: string): PageSize {
  if (typeof stored !== 'object' || stored === null) return PAGE_SIZE_DEFAULT;
  const value = (stored as Record<string, unknown>)[listId];
  return isPageSize(value) ? value : PAGE_SIZE_DEFAULT;
}

/** The stored sizes with one list's size changed; anything unreadable is dropped. */
export function withPageSize(stored: unknown, listId: string, size: PageSize): Record<string, PageSize> {
  const sizes: Record<string, PageSize> = {};
  if (typeof stored === 'object' && stored !== null) {
    for (const [key, value] of Object.entries(stored)) if (isPageSize(value)) sizes[key] = value;
  }
  sizes[listId] = size;
  return sizes;
}

/** The rows of one page; a page size of -1 shows them all. `page` counts from 0. */
export function pageOf<Item>(items: readonly Item[], page: number, size: PageSize): Item[] {
  if (size < 0) return [...items];
  return items.slice(page * size, page * size + size);
}

/** The last page that still has rows (0 when there are none), for clamping after a delete. */
export function lastPage(count: number, size: PageSize): number {
  if (size < 0 || count === 0) return 0;
  return Math.ceil(count / size) - 1;
}
