import { useState } from 'react';
import { PAGE_SIZE_OPTIONS } from '@syna/contracts/constants';
import { ListPagination } from '@/lib/ui/list-pagination';
import { lastPage, pageOf } from './page-size';
import { usePageSize } from './use-page-size';

/**
 * Paging of a list that is loaded whole (the admin lists): the rows of the page shown, its page
 * size remembered under `listId`. The page is clamped, so a delete on the last page steps back.
 */
export function useLocalPaging<Item>(items: readonly Item[], listId: string) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = usePageSize(listId);
  const shownPage = Math.min(page, lastPage(items.length, pageSize));
  return {
    count: items.length,
    /** Counts from 0. */
    page: shownPage,
    pageSize,
    /** The position of the page's first row in the whole list. */
    offset: pageSize < 0 ? 0 : shownPage * pageSize,
    rows: pageOf(items, shownPage, pageSize),
    setPage,
    /** A new page size starts again on the first page. */
    setPageSize: (size: typeof pageSize) => {
      setPageSize(size);
      setPage(0);
    },
  };
}

/** The page switcher of a list loaded whole; none while the list fits on the smallest page. */
export function LocalPagination({ paging }: { paging: ReturnType<typeof useLocalPaging<unknown>> }) {
  if (paging.count <= PAGE_SIZE_OPTIONS[0]) return null;
  return (
    <ListPagination
      count={paging.count}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
    />
  );
}
