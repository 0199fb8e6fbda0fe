import { useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import { ORDER_SORT_FIELDS } from '@syna/contracts/orders';
import { saveFile } from '@/lib/download/save-file';
import { isHttpError } from '@/lib/http/http-error';
import { ListResults } from '@/lib/lists/list-results';
import { SearchToolbar, toolbarActionSx } from '@/lib/lists/search-toolbar';
import { useLastPageFallback } from '@/lib/lists/use-last-page-fallback';
import { usePageSize } from '@/lib/lists/use-page-size';
import { useUrlListState } from '@/lib/lists/use-url-list-state';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showError } from '@/lib/snackbar/snackbar';
import { EmptyState } from '@/lib/ui/empty-state';
import { exportOrders, useOrderSearch, useOrderTypes } from '@/features/orders/api';
import {
  isOrderFilterActive,
  ORDER_FILTER_URL,
  nextOrderSort,
  toOrderSearchBody,
} from '@/features/orders/order-filter';
import { useOrderLiveRefresh } from '@/features/orders/order-live-refresh';
import { appPaths } from '@/lib/navigation/app-paths';
import { useOrderTexts } from '@/features/orders/texts';
import { OrderCards } from './order-cards';
import { OrderFilters, StatusChips } from './order-filters';
import { OrderTable } from './order-table';

/** `/:tenant/order`: search, filter, sort, page through and export the organisation's orders. */
export function OrderSearchPage() {
  const { t } = useOrderTexts();
  const tenantId = useTenantId();
  useOrderLiveRefresh();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { state: filter, text, setText, update, goToPage, clearFilters } = useUrlListState(ORDER_FILTER_URL);
  const [pageSize, setPageSize] = usePageSize('orders');
  const panelCount = (filter.orderTypeIds.length > 0 ? 1 : 0) + (filter.dateFrom || filter.dateTo ? 1 : 0);
  const [filtersOpen, setFiltersOpen] = useState(() => panelCount > 0);
  const [exporting, setExporting] = useState(false);
  const orderTypes = useOrderTypes();

  const body = toOrderSearchBody(filter, pageSize);
  const search = useOrderSearch(body);
  const result = search.data;
  useLastPageFallback(result, filter.page, pageSize, (page) => goToPage(page, true));

  const hrefOf = (item: { id: string }) => appPaths.order(tenantId, item.id);
  const runExport = async () => {
    setExporting(true);
    try {
      // Every hit of the search, not only the page on screen.
      const file = await exportOrders(tenantId, { ...body, page: 1, pageSize: -1 });
      saveFile(file.blob, file.filename ?? t('list.exportFileName'));
    } catch (error) {
      if (!isHttpError(error)) throw error;
      showError(t('list.exportFailed'), error.detail ?? error.message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="order-list">
      <Typography variant="h1">{t('list.title')}</Typography>
      <SearchToolbar
        text={text}
        onTextChange={setText}
        t={t}
        filtersLabel={t('filters.more')}
        searchTestId="order-search"
        filterCount={panelCount}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filtersId="order-filters"
      >
        <Button
          variant="outlined"
          onClick={() => void runExport()}
          disabled={exporting}
          startIcon={<FileDownloadOutlinedIcon />}
          sx={toolbarActionSx}
          data-testid="order-export"
        >
          {exporting ? t('actions.exporting') : t('actions.export')}
        </Button>
      </SearchToolbar>
      <StatusChips statuses={filter.statuses} onChange={(statuses) => update({ statuses })} />
      <Collapse in={filtersOpen} id="order-filters" unmountOnExit>
        <OrderFilters
          filter={filter}
          orderTypes={orderTypes.data ?? []}
          onChange={(patch) => update(patch)}
          onClear={clearFilters}
        />
      </Collapse>
      <ListResults
        search={search}
        cards={phone}
        t={t}
        state={filter}
        sortFields={ORDER_SORT_FIELDS}
        onSortChange={(sort, direction) => update({ sort, direction })}
        filtered={isOrderFilterActive(filter)}
        onClearFilters={clearFilters}
        noHitsTestId="order-no-hits"
        empty={
          <EmptyState
            icon={MoveToInboxOutlinedIcon}
            title={t('list.emptyTitle')}
            body={t('list.emptyBody')}
            testId="order-empty"
          />
        }
        pageSize={pageSize}
        onPageChange={goToPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          update({});
        }}
      >
        {(items) =>
          phone ? (
            <OrderCards items={items} hrefOf={hrefOf} label={t('list.label')} cardTestId="order-card" />
          ) : (
            <OrderTable
              items={items}
              sort={filter.sort}
              direction={filter.direction}
              onSort={(field) => update(nextOrderSort(filter, field))}
              hrefOf={hrefOf}
              inspectionHrefOf={(id) => appPaths.inspection(tenantId, id)}
            />
          )
        }
      </ListResults>
    </Stack>
  );
}
