import { CONTACT_SORTS, CONTACT_TYPES, type ContactSearch, type ContactType } from '@syna/contracts/contacts';
import type { PageSize } from '@/lib/lists/page-size';

/** The address book's filters, kept in the query string so that back and forward restore them. */
export interface ContactListFilters {
  query: string;
  type: ContactType | null;
  partner: boolean;
  tags: string[];
  sort: ContactSearch['sort'];
  /** Counts from 1, as the API does. */
  page: number;
}

export const DEFAULT_FILTERS: ContactListFilters = {
  query: '',
  type: null,
  partner: false,
  tags: [],
  sort: 'name',
  page: 1,
};

const oneOf = <Value extends string>(options: readonly Value[], value: string | null): Value | null =>
  options.find((option) => option === value) ?? null;

/** `?q=…&type=company&partner=1&tag=a&tag=b&sort=created&page=2`; anything unreadable is ignored. */
export function parseListFilters(search: URLSearchParams): ContactListFilters {
  const page = Number(search.get('page'));
  return {
    query: search.get('q')?.slice(0, 200) ?? '',
    type: oneOf(CONTACT_TYPES, search.get('type')),
    partner: search.get('partner') === '1',
    tags: [...new Set(search.getAll('tag').filter(Boolean))].slice(0, 20),
    sort: oneOf(CONTACT_SORTS, search.get('sort')) ?? 'name',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of some filters; defaults are left out so the plain list has a plain URL. */
export function listFiltersSearch(filters: ContactListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.query.trim()) search.set('q', filters.query);
  if (filters.type) search.set('type', filters.type);
  if (filters.partner) search.set('partner', '1');
  for (const tag of filters.tags) search.append('tag', tag);
  if (filters.sort !== 'name') search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether anything narrows the list (so an empty result means "no hits", not "empty book"). */
export const isFiltered = (filters: ContactListFilters) =>
  Boolean(filters.query.trim() || filters.type || filters.partner || filters.tags.length > 0);

/** The body of `POST /contact/search` for the filters and the remembered page size. */
export function contactSearchBody(filters: ContactListFilters, pageSize: PageSize): ContactSearch {
  const query = filters.query.trim();
  return {
    ...(query ? { query } : {}),
    ...(filters.tags.length > 0 ? { tags: filters.tags } : {}),
    ...(filters.partner ? { partner: true } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    page: pageSize < 0 ? 1 : filters.page,
    pageSize,
    sort: filters.sort,
  };
}
