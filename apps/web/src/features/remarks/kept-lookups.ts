import { REMARK_VALUES_LIMIT } from '@syna/contracts/remarks';

// The firm's lookups an assignment kept offline brings along, searched on the device as the server
// searches them (the remarks module's repositories), so that typing offline finds what it would
// online.

/** What a saved remark's search looks through: heading, text and category. */
interface Searchable {
  title: string;
  text: string | null;
  category: string | null;
}

/**
 * The saved remarks (kept in the server's order, by title) whose heading, text or category holds
 * the typed text, whatever its case; all of them for a blank search.
 */
export function matchingSavedRemarks<Item extends Searchable>(items: readonly Item[], query: string): Item[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    `${item.title} ${item.text ?? ''} ${item.category ?? ''}`.toLowerCase().includes(needle),
  );
}

/**
 * The values used before (kept most used first) that hold the typed text, whatever its case: the
 * first `REMARK_VALUES_LIMIT`, as the server offers them.
 */
export function matchingValues(values: readonly string[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  return values.filter((value) => value.toLowerCase().includes(needle)).slice(0, REMARK_VALUES_LIMIT);
}

/** One page of a list searched on the device, as a paged answer of the server reads (`-1`: all). */
export function pageOf<Item>(
  items: readonly Item[],
  page: number,
  pageSize: number,
): { items: Item[]; total: number; nextCursor?: string } {
  return {
    items: pageSize < 0 ? [...items] : items.slice(page * pageSize, (page + 1) * pageSize),
    total: items.length,
  };
}
