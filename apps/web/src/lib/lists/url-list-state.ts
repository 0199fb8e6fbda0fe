export type SortDirection = 'asc' | 'desc';

/** What every searchable list keeps in its query string besides its own filters. */
export interface UrlListState<Field extends string> {
  text: string;
  sort: Field;
  direction: SortDirection;
  /** Counts from 1, as the API does. */
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `q`, `sort`, `dir` and `page`; anything unreadable falls back to the default. */
export function readListState<Field extends string>(
  params: URLSearchParams,
  fields: readonly Field[],
  defaultSort: Field,
): UrlListState<Field> {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    text: (params.get('q') ?? '').slice(0, 200),
    sort: (fields as readonly (string | null)[]).includes(sort) ? (sort as Field) : defaultSort,
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The ids under one key; anything that is not an id is dropped. */
export const readIds = (params: URLSearchParams, key: string): string[] =>
  params.getAll(key).filter((id) => UUID.test(id));

/** A `YYYY-MM-DD` date under one key, or ''. */
export function readDate(params: URLSearchParams, key: string): string {
  const value = params.get(key) ?? '';
  return DATE.test(value) ? value : '';
}

/**
 * The query string of a list state: `q`, then the list's own filters, then sort and page.
 * Defaults are left out so plain links stay plain.
 */
export function listStateParams<Field extends string>(
  state: UrlListState<Field>,
  defaults: Pick<UrlListState<Field>, 'sort' | 'direction'>,
  writeFilters: (params: URLSearchParams) => void,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text.trim()) params.set('q', state.text);
  writeFilters(params);
  if (state.sort !== defaults.sort || state.direction !== defaults.direction) {
    params.set('sort', state.sort);
    params.set('dir', state.direction);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The part of a search body every list shares: page, sort and the free text when there is one. */
export function listSearchBody<Field extends string, Size extends number>(
  state: UrlListState<Field>,
  pageSize: Size,
): { page: number; pageSize: Size; sort: Field; direction: SortDirection; text?: string } {
  const text = state.text.trim();
  return {
    page: state.page,
    pageSize,
    sort: state.sort,
    direction: state.direction,
    ...(text ? { text } : {}),
  };
}

/** A date range as the API takes it: a reversed one would be refused, so the later date is taken as the end. */
export function orderedDateRange(from: string, to: string): { dateFrom?: string; dateTo?: string } {
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  return { ...(first ? { dateFrom: first } : {}), ...(last ? { dateTo: last } : {}) };
}

/** Clicking a column: the same column flips the direction; a new one starts in its own first direction. */
export function nextSortOf<Field extends string>(
  current: Pick<UrlListState<Field>, 'sort' | 'direction'>,
  field: Field,
  firstDirection: SortDirection,
): Pick<UrlListState<Field>, 'sort' | 'direction'> {
  if (current.sort === field) return { sort: field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: field, direction: firstDirection };
}
