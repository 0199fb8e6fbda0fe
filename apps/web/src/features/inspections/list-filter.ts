import {
  INSPECTION_SORT_FIELDS,
  type InspectionSearchInput,
  type InspectionSortField,
} from '@syna/contracts/inspections';
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

/** The search list's state, kept in the query string so that links and the back button keep it. */
export interface ListFilter extends UrlListState<InspectionSortField> {
  typeIds: string[];
  statusIds: string[];
  inspectorIds: string[];
  tags: string[];
  /** `YYYY-MM-DD` or ''. */
  dateFrom: string;
  dateTo: string;
  active: boolean;
}

export const DEFAULT_LIST_FILTER: ListFilter = {
  text: '',
  typeIds: [],
  statusIds: [],
  inspectorIds: [],
  tags: [],
  dateFrom: '',
  dateTo: '',
  active: false,
  sort: 'created',
  direction: 'desc',
  page: 1,
};

/** Reads the list state from the query string; anything unreadable falls back to the default. */
export function parseListFilter(params: URLSearchParams): ListFilter {
  return {
    ...readListState(params, INSPECTION_SORT_FIELDS, DEFAULT_LIST_FILTER.sort),
    typeIds: readIds(params, 'type'),
    statusIds: readIds(params, 'status'),
    inspectorIds: readIds(params, 'inspector'),
    tags: params
      .getAll('tag')
      .map((tag) => tag.trim())
      .filter((tag) => tag && tag.length <= 50),
    dateFrom: readDate(params, 'from'),
    dateTo: readDate(params, 'to'),
    active: params.get('active') === '1',
  };
}

/** The query string of a list state; defaults are left out so plain links stay plain. */
export function listFilterParams(filter: ListFilter): URLSearchParams {
  return listStateParams(filter, DEFAULT_LIST_FILTER, (params) => {
    for (const id of filter.typeIds) params.append('type', id);
    for (const id of filter.statusIds) params.append('status', id);
    for (const id of filter.inspectorIds) params.append('inspector', id);
    for (const tag of filter.tags) params.append('tag', tag);
    if (filter.dateFrom) params.set('from', filter.dateFrom);
    if (filter.dateTo) params.set('to', filter.dateTo);
    if (filter.active) params.set('active', '1');
  });
}

export const LIST_FILTER_URL: ListUrlCodec<ListFilter> = {
  parse: parseListFilter,
  toParams: listFilterParams,
  defaults: DEFAULT_LIST_FILTER,
};

/** The body of `POST /inspections/search` for a list state and page size; empty filters are left out. */
export function toSearchBody(filter: ListFilter, pageSize: number): InspectionSearchInput {
  return {
    ...listSearchBody(filter, pageSize as NonNullable<InspectionSearchInput['pageSize']>),
    ...(filter.typeIds.length ? { typeIds: filter.typeIds } : {}),
    ...(filter.statusIds.length ? { statusIds: filter.statusIds } : {}),
    ...(filter.inspectorIds.length ? { inspectorIds: filter.inspectorIds } : {}),
    ...(filter.tags.length ? { tags: filter.tags } : {}),
    ...orderedDateRange(filter.dateFrom, filter.dateTo),
    ...(filter.active ? { active: true } : {}),
  };
}

/** How many filters (besides the free text) narrow the list. */
export function activeFilterCount(filter: ListFilter): number {
  return [
    filter.typeIds.length > 0,
    filter.statusIds.length > 0,
    filter.inspectorIds.length > 0,
    filter.tags.length > 0,
    Boolean(filter.dateFrom || filter.dateTo),
    filter.active,
  ].filter(Boolean).length;
}

/** Whether anything narrows the list: decides between "no inspections yet" and "no hits". */
export const isFiltered = (filter: ListFilter): boolean =>
  Boolean(filter.text.trim()) || activeFilterCount(filter) > 0;

/** Clicking a column: the same column flips the direction, a new one starts descending for dates. */
export function nextSort(
  filter: ListFilter,
  field: InspectionSortField,
): Pick<ListFilter, 'sort' | 'direction'> {
  return nextSortOf(filter, field, field === 'date' || field === 'created' ? 'desc' : 'asc');
}
