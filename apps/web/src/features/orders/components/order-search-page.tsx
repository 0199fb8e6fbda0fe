import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { saveFile } from '../../../lib/download/save-file';
import { isHttpError } from '../../../lib/http/http-error';
import { useDebouncedValue } from '../../../lib/lists/use-debounced-value';
import { usePageSize } from '../../../lib/lists/use-page-size';
import { useTenantId } from '../../../lib/session/session-queries';
import { showError } from '../../../lib/snackbar/snackbar';
import { EmptyState } from '../../../lib/ui/empty-state';
import { ListPagination } from '../../../lib/ui/list-pagination';
import { LoadError } from '../../../lib/ui/load-error';
import { exportOrders, useOrderSearch, useOrderTypes } from '../api';
import {
  DEFAULT_ORDER_FILTER,
  isOrderFilterActive,
  nextOrderSort,
  orderFilterParams,
  parseOrderFilter,
  toOrderSearchBody,
  type OrderFilter,
} from '../order-filter';
import { useOrderLiveRefresh } from '../order-live-refresh';
import { inspectionPath, orderPath } from '../order-paths';
import { useOrderTexts } from '../texts';
import { OrderCards } from './order-cards';
import { OrderFilters, StatusChips } from './order-filters';
import { OrderSearchToolbar } from './order-search-toolbar';
import { OrderSortControl } from './order-sort-control';
import { OrderTable } from './order-table';

/** `/:tenant/order`: search, filter, sort, page through and export the organisation's orders. */
export function OrderSearchPage() {
  const { t } = useOrderTexts();
  const common = useTranslation();
  const tenantId = useTenantId();
  useOrderLiveRefresh(tenantId);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const filter = parseOrderFilter(params);
  const [pageSize, setPageSize] = usePageSize('orders');
  const panelCount = (filter.orderTypeIds.length > 0 ? 1 : 0) + (filter.dateFrom || filter.dateTo ? 1 : 0);
  const [filtersOpen, setFiltersOpen] = useState(() => panelCount > 0);
  const [exporting, setExporting] = useState(false);
  const orderTypes = useOrderTypes(tenantId);

  const update = (patch: Partial<OrderFilter>, replace = false) =>
    setParams(orderFilterParams({ ...filter, page: 1, ...patch }), { replace });

  // The search field types freely; the URL (and so the search) follows once typing pauses.
  const [text, setText] = useState(filter.text);
  const settled = useDebouncedValue(text, 300);
  const written = useRef(filter.text);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setParams((current) => orderFilterParams({ ...parseOrderFilter(current), text: settled, page: 1 }), {
      replace: true,
    });
  }, [settled, setParams]);
  useEffect(() => {
    // Back and forward change the URL's text: the field follows.
    if (filter.text !== written.current) {
      written.current = filter.text;
      setText(filter.text);
    }
  }, [filter.text]);

  const body = toOrderSearchBody(filter, pageSize);
  const search = useOrderSearch(tenantId, body);
  const result = search.data;
  // A page past the end (after filtering, or orders handled elsewhere) falls back to the last page with rows.
  useEffect(() => {
    if (result && result.items.length === 0 && result.total > 0 && filter.page > 1 && pageSize > 0) {
      setParams(orderFilterParams({ ...filter, page: Math.ceil(result.total / pageSize) }), {
        replace: true,
      });
    }
  }, [result, filter, pageSize, setParams]);

  const hrefOf = (item: { id: string }) => orderPath(tenantId, item.id);
  const clearFilters = () => {
    setText('');
    written.current = '';
    setParams(orderFilterParams({ ...DEFAULT_ORDER_FILTER, sort: filter.sort, direction: filter.direction }));
  };
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
      <OrderSearchToolbar
        text={text}
        onTextChange={setText}
        filterCount={panelCount}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        onExport={() => void runExport()}
        exporting={exporting}
      />
      <StatusChips statuses={filter.statuses} onChange={(statuses) => update({ statuses })} />
      <Collapse in={filtersOpen} id="order-filters" unmountOnExit>
        <OrderFilters
          filter={filter}
          orderTypes={orderTypes.data ?? []}
          onChange={(patch) => update(patch)}
          onClear={clearFilters}
        />
      </Collapse>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}
      >
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {result ? t('list.results', { count: result.total }) : ''}
        </Typography>
        {phone && Boolean(result?.total) && (
          <OrderSortControl
            sort={filter.sort}
            direction={filter.direction}
            onChange={(sort, direction) => update({ sort, direction })}
          />
        )}
      </Stack>
      {search.isError && !result && (
        <LoadError
          title={t('list.errorTitle')}
          detail={search.error.message}
          onRetry={() => void search.refetch()}
        />
      )}
      {search.isPending && (
        <Stack spacing={1} role="status" aria-label={common.t('common.loading')}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} variant="rounded" height={phone ? 112 : 40} />
          ))}
        </Stack>
      )}
      {result && result.total === 0 && (
        <Paper variant="outlined">
          {isOrderFilterActive(filter) ? (
            <EmptyState
              icon={SearchOffIcon}
              title={t('list.noHitsTitle')}
              body={t('list.noHitsBody')}
              testId="order-no-hits"
            >
              <Button onClick={clearFilters}>{t('filters.clear')}</Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={MoveToInboxOutlinedIcon}
              title={t('list.emptyTitle')}
              body={t('list.emptyBody')}
              testId="order-empty"
            />
          )}
        </Paper>
      )}
      {result && result.total > 0 && (
        <Paper
          variant={phone ? 'elevation' : 'outlined'}
          elevation={0}
          sx={{
            bgcolor: phone ? 'transparent' : undefined,
            opacity: search.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
          aria-busy={search.isFetching}
        >
          {phone ? (
            <OrderCards
              items={result.items}
              hrefOf={hrefOf}
              label={t('list.label')}
              cardTestId="order-card"
            />
          ) : (
            <OrderTable
              items={result.items}
              sort={filter.sort}
              direction={filter.direction}
              onSort={(field) => update(nextOrderSort(filter, field))}
              hrefOf={hrefOf}
              inspectionHrefOf={(id) => inspectionPath(tenantId, id)}
            />
          )}
          <ListPagination
            count={result.total}
            page={filter.page - 1}
            pageSize={pageSize}
            onPageChange={(page) => setParams(orderFilterParams({ ...filter, page: page + 1 }))}
            onPageSizeChange={(size) => {
              setPageSize(size);
              update({});
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
