import { useEffect, useRef } from 'react';

/**
 * A page past the end (after filtering, or rows removed elsewhere) falls back to the last page with
 * rows. `page` counts from 1; a page size below 1 shows all rows on one page.
 */
export function useLastPageFallback(
  result: { items: readonly unknown[]; total: number } | undefined,
  page: number,
  pageSize: number,
  goToPage: (page: number) => void,
) {
  // The latest way to the page, without making a new function a reason to go there again.
  const go = useRef(goToPage);
  useEffect(() => {
    go.current = goToPage;
  });
  useEffect(() => {
    if (result && result.items.length === 0 && result.total > 0 && page > 1 && pageSize > 0) {
      go.current(Math.ceil(result.total / pageSize));
    }
  }, [result, page, pageSize]);
}
