import {
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  type OrderSearchInput,
  type OrderStatus,
} from '@syna/contracts/orders';
import type { PageSize } from '@/lib/lists/page-size';
import {
  listSearchBody,
  listStateParams,
  nextSortOf,
  orderedDateRange,
  readDate,
  readIds,
  readListState,
  type UrlListState,
} from '@/lib/lists/url-list-state';
import type { ListUrlCodec } from '@/lib/lists/use-url-list-state';
import { appPaths } from '@/lib/navigation/app-paths';

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

/** Reads the search state from the query string; anything unreadable falls back to the default. */
export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  return {
    ...readListState(params, ORDER_SORT_FIELDS, DEFAULT_ORDER_FILTER.sort),
    statuses: [...new Set(params.getAll('status').filter(isStatus))],
    orderTypeIds: readIds(params, 'type'),
    dateFrom: readDate(params, 'from'),
    dateTo: readDate(params, 'to'),
  };
}

/** The query string of a search state; defaults are left out so plain links stay plain. */
export function orderFilterParams(filter: OrderFilter): URLSearchParams {
  return listStateParams(filter, DEFAULT_ORDER_FILTER, (params) => {
    for (const status of filter.statuses) params.append('status', status);
    for (const id of filter.orderTypeIds) params.append('type', id);
    if (filter.dateFrom) params.set('from', filter.dateFrom);
    if (filter.dateTo) params.set('to', filter.dateTo);
  });
}

/** The order list, showing this search when given. */
export const orderListPath = (tenantId: string, filter?: OrderFilter) =>
  appPaths.orders(tenantId, filter && orderFilterParams(filter));

export const ORDER_FILTER_URL: ListUrlCodec<OrderFilter> = {
  parse: parseOrderFilter,
  toParams: orderFilterParams,
  defaults: DEFAULT_ORDER_FILTER,
};

/** The body of `POST /admin/order/search` (and of the export) for a search state and page size. */
export function toOrderSearchBody(filter: OrderFilter, pageSize: PageSize): OrderSearchInput {
  return {
    ...listSearchBody(filter, pageSize),
    ...(filter.statuses.length ? { statuses: filter.statuses } : {}),
    ...(filter.orderTypeIds.length ? { orderTypeIds: filter.orderTypeIds } : {}),
    ...orderedDateRange(filter.dateFrom, filter.dateTo),
  };
}

/** How many filters (besides the free text) narrow the search. */
export function activeOrderFilterCount(filter: OrderFilter): number {
  return [
    filter.statuses.length > 0,
    filter.orderTypeIds.length > 0,
    Boolean(filter.dateFrom || filter.dateTo),
  ].filter(Boolean).length;
}

/** Whether anything narrows the search: decides between "no orders yet" and "no hits". */
export const isOrderFilterActive = (filter: OrderFilter): boolean =>
  Boolean(filter.text.trim()) || activeOrderFilterCount(filter) > 0;

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
