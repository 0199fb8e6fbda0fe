import type { InspectionSearchInput } from '@syna/contracts/inspections';
import { INSPECTION_SORT_FIELDS, type InspectionSortField } from '@syna/contracts/inspection-values';
import {
  dateRangeParams,
  flagParam,
  idsParam,
  defineListFilters,
  filterUrlCodec,
  listParam,
} from '@/lib/lists/filter-params';
import { listSearchBody, nextSortOf, type UrlListState } from '@/lib/lists/url-list-state';
import type { ListUrlCodec } from '@/lib/lists/use-url-list-state';

const isTag = (tag: string): tag is string => Boolean(tag) && tag.length <= 50;

const FILTERS = defineListFilters({
  typeIds: idsParam('type', 'typeIds'),
  statusIds: idsParam('status', 'statusIds'),
  inspectorIds: idsParam('inspector', 'inspectorIds'),
  tags: {
    ...listParam('tag', 'tags', isTag),
    read: (params: URLSearchParams) =>
      params
        .getAll('tag')
        .map((tag) => tag.trim())
        .filter(isTag),
  },
  ...dateRangeParams,
  active: flagParam('active', 'active'),
});

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

export const LIST_FILTER_URL: ListUrlCodec<ListFilter> = filterUrlCodec(
  FILTERS,
  INSPECTION_SORT_FIELDS,
  DEFAULT_LIST_FILTER,
);

/** Reads the list state from the query string; anything unreadable falls back to the default. */
export const parseListFilter = LIST_FILTER_URL.parse;

/** The query string of a list state; defaults are left out so plain links stay plain. */
export const listFilterParams = LIST_FILTER_URL.toParams;

/** The body of `POST /inspections/search` for a list state and page size; empty filters are left out. */
export const toSearchBody = (filter: ListFilter, pageSize: number): InspectionSearchInput => ({
  ...listSearchBody(filter, pageSize as NonNullable<InspectionSearchInput['pageSize']>),
  ...FILTERS.body(filter),
});

/** How many filters (besides the free text) narrow the list. */
export const activeFilterCount = FILTERS.activeCount;

/** Whether anything narrows the list: decides between "no inspections yet" and "no hits". */
export const isFiltered = FILTERS.isFiltered;

/** Clicking a column: the same column flips the direction, a new one starts descending for dates. */
export function nextSort(
  filter: ListFilter,
  field: InspectionSortField,
): Pick<ListFilter, 'sort' | 'direction'> {
  return nextSortOf(filter, field, field === 'date' || field === 'created' ? 'desc' : 'asc');
}
