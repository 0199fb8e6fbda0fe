import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import { ORDER_SORT_FIELDS } from '@syna/contracts/orders';
import { SearchListPage, useSearchList } from '@/lib/lists/search-list-page';
import { ExportButton } from '@/lib/lists/export-button';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { EmptyState } from '@/lib/ui/empty-state';
import { exportOrders, useOrderSearch, useOrderTypes } from '@/features/orders/api';
import {
  isOrderFilterActive,
  ORDER_FILTER_URL,
  nextOrderSort,
  toOrderSearchBody,
  type OrderFilter,
} from '@/features/orders/order-filter';
import { useOrderLiveRefresh } from '@/features/orders/order-live-refresh';
import { appPaths } from '@/lib/navigation/app-paths';
import { useOrderTexts } from '@/features/orders/texts';
import { OrderCards } from './order-cards';
import { OrderFilters, StatusChips } from './order-filters';
import { OrderTable } from './order-table';

/** The filters of the panel (the statuses have their own chips, always in view). */
const panelCount = (filter: OrderFilter) =>
  (filter.orderTypeIds.length > 0 ? 1 : 0) + (filter.dateFrom || filter.dateTo ? 1 : 0);

/** `/:tenant/order`: search, filter, sort, page through and export the organisation's orders. */
export function OrderSearchPage() {
  const { t } = useOrderTexts();
  const api = useTenantApi();
  useOrderLiveRefresh();
  const list = useSearchList(ORDER_FILTER_URL, 'orders', panelCount);
  const { state: filter, update } = list;
  const orderTypes = useOrderTypes();

  const body = toOrderSearchBody(filter, list.pageSize);
  const search = useOrderSearch({ ...body, ...(list.cursor ? { cursor: list.cursor } : {}) });

  const hrefOf = (item: { id: string }) => appPaths.order(api.tenantId, item.id);

  return (
    <SearchListPage
      list={list}
      search={search}
      title={t('list.title')}
      id="order"
      testId="order-list"
      t={t}
      filtersLabel={t('filters.more')}
      action={
        <ExportButton
          // Every hit of the search, not only the page on screen.
          start={(format) => exportOrders(api, { ...body, page: 1, pageSize: -1 }, format)}
          labels={{
            export: t('actions.export'),
            exporting: t('actions.exporting'),
            failed: t('list.exportFailed'),
          }}
          testId="order-export"
        />
      }
      quickFilters={<StatusChips statuses={filter.statuses} onChange={(statuses) => update({ statuses })} />}
      filters={
        <OrderFilters
          filter={filter}
          orderTypes={orderTypes.data ?? []}
          onChange={(patch) => update(patch)}
          onClear={list.clearFilters}
        />
      }
      sortFields={ORDER_SORT_FIELDS}
      filtered={isOrderFilterActive(filter)}
      empty={
        <EmptyState
          icon={MoveToInboxOutlinedIcon}
          title={t('list.emptyTitle')}
          body={t('list.emptyBody')}
          testId="order-empty"
        />
      }
      cards={(items) => (
        <OrderCards items={items} hrefOf={hrefOf} label={t('list.label')} cardTestId="order-card" />
      )}
      nextSort={nextOrderSort}
      hrefOf={hrefOf}
      table={(props) => (
        <OrderTable {...props} inspectionHrefOf={(id) => appPaths.inspection(api.tenantId, id)} />
      )}
    />
  );
}
