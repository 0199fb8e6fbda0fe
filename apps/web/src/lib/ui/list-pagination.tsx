import { useTranslation } from 'react-i18next';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_ALL, PAGE_SIZE_OPTIONS } from '@syna/contracts/constants';
import type { PageSize } from '@/lib/lists/page-size';

interface ListPaginationProps {
  count: number;
  /** Counts from 0. */
  page: number;
  pageSize: PageSize;
  onPageChange(page: number): void;
  onPageSizeChange(size: PageSize): void;
}

/** Page switcher with the page sizes 5, 10, 25, 50, 100 and all. */
export function ListPagination({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZE_OPTIONS.map((size) =>
        size === PAGE_SIZE_ALL ? { value: size, label: t('common.all') } : size,
      )}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('common.displayedRows', { from, to, count: total })
      }
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 1, sm: 2 } } }}
    />
  );
}
