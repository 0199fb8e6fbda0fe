import { useState } from 'react';

// Keyset paging in the staff app (architecture: lists and pagination): a list whose answer carries
// `nextCursor` goes to the next page by that cursor, so page 500 is found through the list's index
// instead of the database counting its way past 4 990 rows. The cursors of the pages reached so far
// are kept for one search (filters, sort and page size); a new search starts without any, and a
// page opened by its number (a link, a reload) is asked for by number.

/** The cursors of the pages of one search, by page number (from 1). */
export interface CursorPages {
  search: string;
  byPage: Readonly<Record<number, string>>;
}

/** The cursor that opens `page` of `search`, if "next" reached it. */
export const cursorOf = (pages: CursorPages, search: string, page: number): string | undefined =>
  pages.search === search ? pages.byPage[page] : undefined;

/** The pages with `cursor` kept for `page`; a different search drops the cursors of the old one. */
export function withCursor(pages: CursorPages, search: string, page: number, cursor: string): CursorPages {
  const byPage = pages.search === search ? pages.byPage : {};
  return { search, byPage: { ...byPage, [page]: cursor } };
}

/**
 * The pages after turning from page `from` to `to`: "next" from a page that knows where the next
 * one starts (`nextCursor`) keeps that cursor for it; any other turn goes by number.
 */
export function afterTurn(
  pages: CursorPages,
  search: string,
  turn: { from: number; to: number; nextCursor?: string | undefined },
): CursorPages {
  return turn.nextCursor && turn.to === turn.from + 1
    ? withCursor(pages, search, turn.to, turn.nextCursor)
    : pages;
}

/** What a list shows: its answer, or while the current search loads, the previous search's. */
export interface ShownPage {
  data?: { nextCursor?: string | undefined } | undefined;
  isPlaceholderData: boolean;
}

/**
 * The cursor to the page after the one shown, if it is the current search's. While a new search
 * loads, the list still shows the old one's answer, and its cursor would open the new search's
 * second page at the old one's place.
 */
export const nextCursorOf = (shown: ShownPage): string | undefined =>
  shown.isPlaceholderData ? undefined : shown.data?.nextCursor;

/** The cursors of a list for its current search (anything that identifies it apart from the page). */
export function useListCursors(search: unknown) {
  const key = JSON.stringify(search);
  const [pages, setPages] = useState<CursorPages>({ search: key, byPage: {} });
  return {
    cursorOf: (page: number) => cursorOf(pages, key, page),
    /** Before turning the page: keeps the cursor of the page shown when `to` is the next one. */
    turn: (from: number, to: number, shown: ShownPage) =>
      setPages((current) => afterTurn(current, key, { from, to, nextCursor: nextCursorOf(shown) })),
  };
}
