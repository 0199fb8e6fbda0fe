import {
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  type OrderSearchInput,
  type OrderStatus,
} from '@syna/contracts/orders';
import type { PageSize } from '../../lib/lists/page-size';

export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** The order search's state, kept in the query string so that links and the back button keep it. */
export interface OrderFilter {
  text: string;
  statuses: OrderStatus[];
  orderTypeIds: string[];
  /** Preferred date range, `YYYY-MM-DD` or ''. */
  dateFrom: string;
  dateTo: string;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  /** Counts from 1, as the API does. */
  page: number;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isSortField = (value: string | null): value is OrderSortField =>
  (ORDER_SORT_FIELDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Reads the search state from the query string; anything unreadable falls back to the default. */
export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    text: (params.get('q') ?? '').slice(0, 200),
    statuses: [...new Set(params.getAll('status').filter(isStatus))],
    orderTypeIds: params.getAll('type').filter((id) => UUID.test(id)),
    dateFrom: date('from'),
    dateTo: date('to'),
    sort: isSortField(sort) ? sort : DEFAULT_ORDER_FILTER.sort,
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a search state; defaults are left out so plain links stay plain. */
export function orderFilterParams(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.text.trim()) params.set('q', filter.text);
  for (const status of filter.statuses) params.append('status', status);
  for (const id of filter.orderTypeIds) params.append('type', id);
  if (filter.dateFrom) params.set('from', filter.dateFrom);
  if (filter.dateTo) params.set('to', filter.dateTo);
  if (filter.sort !== DEFAULT_ORDER_FILTER.sort || filter.direction !== DEFAULT_ORDER_FILTER.direction) {
    params.set('sort', filter.sort);
    params.set('dir', filter.direction);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The body of `POST /admin/order/search` (and of the export) for a search state and page size. */
export function toOrderSearchBody(filter: OrderFilter, pageSize: PageSize): OrderSearchInput {
  const body: OrderSearchInput = {
    page: filter.page,
    pageSize,
    sort: filter.sort,
    direction: filter.direction,
  };
  const text = filter.text.trim();
  if (text) body.text = text;
  if (filter.statuses.length) body.statuses = filter.statuses;
  if (filter.orderTypeIds.length) body.orderTypeIds = filter.orderTypeIds;
  // A reversed range would be refused; the later date is taken as the end.
  const [from, to] =
    filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo
      ? [filter.dateTo, filter.dateFrom]
      : [filter.dateFrom, filter.dateTo];
  if (from) body.dateFrom = from;
  if (to) body.dateTo = to;
  return body;
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
  if (filter.sort === field) return { sort: field, direction: filter.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: field, direction: field === 'number' ? 'asc' : 'desc' };
}

/** A status chip toggled on or off, in the contract's order. */
export function toggleStatus(statuses: readonly OrderStatus[], status: OrderStatus): OrderStatus[] {
  const next = statuses.includes(status) ? statuses.filter((one) => one !== status) : [...statuses, status];
  return ORDER_STATUSES.filter((one) => next.includes(one));
}
