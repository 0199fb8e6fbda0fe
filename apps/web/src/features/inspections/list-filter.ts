import {
  INSPECTION_SORT_FIELDS,
  type InspectionSearchInput,
  type InspectionSortField,
} from '@syna/contracts/inspections';

/** The search list's state, kept in the query string so that links and the back button keep it. */
export interface ListFilter {
  text: string;
  typeIds: string[];
  statusIds: string[];
  inspectorIds: string[];
  tags: string[];
  /** `YYYY-MM-DD` or ''. */
  dateFrom: string;
  dateTo: string;
  active: boolean;
  sort: InspectionSortField;
  direction: 'asc' | 'desc';
  /** Counts from 1, as the API does. */
  page: number;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isSortField = (value: string | null): value is InspectionSortField =>
  (INSPECTION_SORT_FIELDS as readonly (string | null)[]).includes(value);

const ids = (params: URLSearchParams, key: string) => params.getAll(key).filter((id) => UUID.test(id));

/** Reads the list state from the query string; anything unreadable falls back to the default. */
export function parseListFilter(params: URLSearchParams): ListFilter {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    text: (params.get('q') ?? '').slice(0, 200),
    typeIds: ids(params, 'type'),
    statusIds: ids(params, 'status'),
    inspectorIds: ids(params, 'inspector'),
    tags: params
      .getAll('tag')
      .map((tag) => tag.trim())
      .filter((tag) => tag && tag.length <= 50),
    dateFrom: date('from'),
    dateTo: date('to'),
    active: params.get('active') === '1',
    sort: isSortField(sort) ? sort : DEFAULT_LIST_FILTER.sort,
    direction: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a list state; defaults are left out so plain links stay plain. */
export function listFilterParams(filter: ListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.text.trim()) params.set('q', filter.text);
  for (const id of filter.typeIds) params.append('type', id);
  for (const id of filter.statusIds) params.append('status', id);
  for (const id of filter.inspectorIds) params.append('inspector', id);
  for (const tag of filter.tags) params.append('tag', tag);
  if (filter.dateFrom) params.set('from', filter.dateFrom);
  if (filter.dateTo) params.set('to', filter.dateTo);
  if (filter.active) params.set('active', '1');
  if (filter.sort !== DEFAULT_LIST_FILTER.sort || filter.direction !== DEFAULT_LIST_FILTER.direction) {
    params.set('sort', filter.sort);
    params.set('dir', filter.direction);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The body of `POST /inspections/search` for a list state and page size; empty filters are left out. */
export function toSearchBody(filter: ListFilter, pageSize: number): InspectionSearchInput {
  const body: InspectionSearchInput = {
    page: filter.page,
    pageSize: pageSize as InspectionSearchInput['pageSize'],
    sort: filter.sort,
    direction: filter.direction,
  };
  const text = filter.text.trim();
  if (text) body.text = text;
  if (filter.typeIds.length) body.typeIds = filter.typeIds;
  if (filter.statusIds.length) body.statusIds = filter.statusIds;
  if (filter.inspectorIds.length) body.inspectorIds = filter.inspectorIds;
  if (filter.tags.length) body.tags = filter.tags;
  // A reversed range would be refused; the later date is taken as the end.
  const [from, to] =
    filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo
      ? [filter.dateTo, filter.dateFrom]
      : [filter.dateFrom, filter.dateTo];
  if (from) body.dateFrom = from;
  if (to) body.dateTo = to;
  if (filter.active) body.active = true;
  return body;
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
  if (filter.sort === field) return { sort: field, direction: filter.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: field, direction: field === 'date' || field === 'created' ? 'desc' : 'asc' };
}
