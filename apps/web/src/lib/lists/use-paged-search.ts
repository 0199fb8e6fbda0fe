import { useState } from 'react';
import { useListCursors, type ShownPage } from './list-cursors';
import { usePageSize } from './use-page-size';

/**
 * A list searched a page at a time, going to the next page by its cursor (list-cursors.ts): the
 * query to ask with, the pager's props for `ListBody`, and `refine`, which applies a change of the
 * search and goes back to its first page. `onRestart` runs whenever the list starts over (a
 * choice of rows that no longer shows is dropped there).
 */
export function usePagedSearch<Search extends object>(
  pageSizeKey: string,
  search: Search,
  onRestart: () => void = () => {},
) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = usePageSize(pageSizeKey);
  const cursors = useListCursors({ ...search, pageSize });
  const cursor = cursors.cursorOf(page + 1);
  const refine = (apply: () => void) => {
    apply();
    setPage(0);
    onRestart();
  };
  return {
    query: { ...search, page: page + 1, pageSize, ...(cursor ? { cursor } : {}) },
    refine,
    pager: (shown: ShownPage) => ({
      page: page + 1,
      pageSize,
      onPageChange: (next: number) => {
        // "Next" from a page that knows where the next one starts goes there by its cursor.
        cursors.turn(page + 1, next, shown);
        setPage(next - 1);
      },
      onPageSizeChange: (size: Parameters<typeof setPageSize>[0]) => refine(() => setPageSize(size)),
    }),
  };
}
