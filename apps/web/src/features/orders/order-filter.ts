import type { OrderSearchInput } from '@syna/contracts/orders';
import { ORDER_SORT_FIELDS, ORDER_STATUSES, type OrderStatus } from '@syna/contracts/order-values';
import type { PageSize } from '@/lib/lists/page-size';
import { appPaths } from '@/lib/navigation/app-paths';
import {
  dateRangeParams,
  defineListFilters,
  filterUrlCodec,
  idsParam,
  listParam,
} from '@/lib/lists/filter-params';
import { listSearchBody, nextSortOf, type UrlListState } from '@/lib/lists/url-list-state';
import type { ListUrlCodec } from '@/lib/lists/use-url-list-state';

export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** The order search's state, kept in the query string so that links and the back button keep it. */
export interface OrderFilter extends UrlListState<OrderSortField> {
  statuses: OrderStatus[];
  orderTypeIds: string[];
  /** Preferred date range, `YYYY-MM-DD` or ''. */
  dateFrom: string;
  dateTo: string;
}

export const DEFAULT_ORDER_FILTER: OrderFilter = {
  text: '',
  statuses: [],
  orderTypeIds: [],
  dateFrom: '',
  dateTo: '',
  sort: 'created',
  direction: 'desc',
  page: 1,
};

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const FILTERS = defineListFilters({
  statuses: listParam('status', 'statuses', isStatus),
  orderTypeIds: idsParam('type', 'orderTypeIds'),
  ...dateRangeParams,
});

export const ORDER_FILTER_URL: ListUrlCodec<OrderFilter> = filterUrlCodec(
  FILTERS,
  ORDER_SORT_FIELDS,
  DEFAULT_ORDER_FILTER,
);

/** Reads the search state from the query string; anything unreadable falls back to the default. */
export const parseOrderFilter = ORDER_FILTER_URL.parse;

/** The query string of a search state; defaults are left out so plain links stay plain. */
export const orderFilterParams = ORDER_FILTER_URL.toParams;

/** The order list, with a search's query string when given. */
export const orderListPath = (tenantId: string, filter?: OrderFilter) =>
  appPaths.orders(tenantId, filter && orderFilterParams(filter));

/** The body of `POST /admin/order/search` (and of the export) for a search state and page size. */
export const toOrderSearchBody = (filter: OrderFilter, pageSize: PageSize): OrderSearchInput => ({
  ...listSearchBody(filter, pageSize),
  ...FILTERS.body(filter),
});

/** How many filters (besides the free text) narrow the search. */
export const activeOrderFilterCount = FILTERS.activeCount;

/** Whether anything narrows the search: decides between "no orders yet" and "no hits". */
export const isOrderFilterActive = FILTERS.isFiltered;

/** Clicking a column: the same column flips the direction; a new one starts descending for dates. */
export function nextOrderSort(
  filter: OrderFilter,
  field: OrderSortField,
): Pick<OrderFilter, 'sort' | 'direction'> {
  return nextSortOf(filter, field, field === 'number' ? 'asc' : 'desc');
}

/** A status chip toggled on or off, in the contract's order. */
export function toggleStatus(statuses: readonly OrderStatus[], status: OrderStatus): OrderStatus[] {
  const next = statuses.includes(status) ? statuses.filter((one) => one !== status) : [...statuses, status];
  return ORDER_STATUSES.filter((one) => next.includes(one));
}
