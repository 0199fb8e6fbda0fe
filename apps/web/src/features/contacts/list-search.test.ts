import { describe, expect, it } from 'vitest';
import { contactSearchSchema } from '@syna/contracts/contacts';
import {
  contactSearchBody,
  DEFAULT_FILTERS,
  isFiltered,
  listFiltersSearch,
  parseListFilters,
} from './list-search';

describe('address book filters in the URL', () => {
  it('reads and writes every filter', () => {
    const search = new URLSearchParams('q=bygg&type=company&partner=1&tag=umeå&tag=vip&sort=created&page=3');
    const filters = parseListFilters(search);
    expect(filters).toEqual({
      query: 'bygg',
      type: 'company',
      partner: true,
      tags: ['umeå', 'vip'],
      sort: 'created',
      page: 3,
    });
    expect(listFiltersSearch(filters).toString()).toBe(search.toString());
  });

  it('ignores what it cannot read and leaves defaults out of the URL', () => {
    expect(parseListFilters(new URLSearchParams('type=robot&sort=age&page=-2&partner=yes'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(listFiltersSearch(DEFAULT_FILTERS).toString()).toBe('');
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, query: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, partner: true })).toBe(true);
  });

  it('builds a search body the contract accepts', () => {
    const body = contactSearchBody({ ...DEFAULT_FILTERS, query: ' anna ', tags: ['vip'], page: 2 }, 25);
    expect(body).toEqual({ query: 'anna', tags: ['vip'], page: 2, pageSize: 25, sort: 'name' });
    expect(contactSearchSchema.parse(body)).toEqual(body);
    // "All" has one page.
    expect(contactSearchBody({ ...DEFAULT_FILTERS, page: 4 }, -1)).toMatchObject({ page: 1, pageSize: -1 });
  });
});
