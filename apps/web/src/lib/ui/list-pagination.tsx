import { useTranslation } from 'react-i18next';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_ALL, PAGE_SIZE_OPTIONS } from '@syna/contracts/constants';
import type { PageSize } from '@/lib/lists/page-size';
import { paginationCount, useCountText, type ListTotal } from '@/lib/lists/list-total';

interface ListPaginationProps {
  /** The list's size: a number, or a paged list's answer (whose count may stop at the cap). */
  count: number | ListTotal;
  /** The rows on this page: past the cap they tell whether another page follows. */
  pageItems?: number;
  /** Counts from 0. */
  page: number;
  pageSize: PageSize;
  onPageChange(page: number): void;
  onPageSizeChange(size: PageSize): void;
}

/** Page switcher with the page sizes 5, 10, 25, 50, 100 and all. */
export function ListPagination({
  count,
  pageItems = 0,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const countText = useCountText();
  const list = typeof count === 'number' ? { total: count } : count;
  return (
    <TablePagination
      component="div"
      count={paginationCount(list, page, pageSize, pageItems)}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZE_OPTIONS.map((size) =>
        size === PAGE_SIZE_ALL ? { value: size, label: t('common.all') } : size,
      )}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: shown }) =>
        t('common.displayedRows', {
          from: countText(from),
          to: countText(to),
          // -1: the list goes on past the cap.
          total: shown === -1 ? countText(list.total, false) : countText(shown),
        })
      }
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 1, sm: 2 } } }}
    />
  );
}
