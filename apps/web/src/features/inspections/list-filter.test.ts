import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_LIST_FILTER,
  isFiltered,
  listFilterParams,
  nextSort,
  parseListFilter,
  toSearchBody,
} from './list-filter';

const TYPE = '11111111-1111-4111-8111-111111111111';
const STATUS = '22222222-2222-4222-8222-222222222222';

describe('list filter', () => {
  it('reads the query string and ignores what it cannot use', () => {
    const filter = parseListFilter(
      new URLSearchParams(
        `q=Storgatan&type=${TYPE}&type=nonsense&status=${STATUS}&tag=besikt&tag=%20&from=2026-11-01&to=junk&active=1&sort=date&dir=asc&page=3`,
      ),
    );
    expect(filter).toEqual({
      ...DEFAULT_LIST_FILTER,
      text: 'Storgatan',
      typeIds: [TYPE],
      statusIds: [STATUS],
      tags: ['besikt'],
      dateFrom: '2026-11-01',
      active: true,
      sort: 'date',
      direction: 'asc',
      page: 3,
    });
    expect(parseListFilter(new URLSearchParams('sort=drop&page=-2&dir=up'))).toEqual(DEFAULT_LIST_FILTER);
  });

  it('writes only what differs from the default, and reads back the same', () => {
    expect(listFilterParams(DEFAULT_LIST_FILTER).toString()).toBe('');
    const filter = {
      ...DEFAULT_LIST_FILTER,
      text: 'Ek',
      statusIds: [STATUS],
      sort: 'number' as const,
      page: 2,
    };
    expect(parseListFilter(listFilterParams(filter))).toEqual(filter);
  });

  it('builds the search body, leaving out empty filters and ordering a reversed date range', () => {
    expect(toSearchBody(DEFAULT_LIST_FILTER, 10)).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'created',
      direction: 'desc',
    });
    expect(
      toSearchBody(
        {
          ...DEFAULT_LIST_FILTER,
          text: '  Ek ',
          typeIds: [TYPE],
          dateFrom: '2026-12-01',
          dateTo: '2026-11-01',
          active: true,
        },
        -1,
      ),
    ).toEqual({
      page: 1,
      pageSize: -1,
      sort: 'created',
      direction: 'desc',
      text: 'Ek',
      typeIds: [TYPE],
      dateFrom: '2026-11-01',
      dateTo: '2026-12-01',
      active: true,
    });
  });

  it('counts filters apart from the free text', () => {
    expect(activeFilterCount(DEFAULT_LIST_FILTER)).toBe(0);
    expect(isFiltered({ ...DEFAULT_LIST_FILTER, text: 'x' })).toBe(true);
    expect(
      activeFilterCount({
        ...DEFAULT_LIST_FILTER,
        dateFrom: '2026-01-01',
        dateTo: '2026-02-01',
        active: true,
      }),
    ).toBe(2);
  });

  it('flips the direction of the same column and starts new ones sensibly', () => {
    expect(nextSort({ ...DEFAULT_LIST_FILTER, sort: 'number', direction: 'asc' }, 'number')).toEqual({
      sort: 'number',
      direction: 'desc',
    });
    expect(nextSort(DEFAULT_LIST_FILTER, 'customer')).toEqual({ sort: 'customer', direction: 'asc' });
    expect(nextSort(DEFAULT_LIST_FILTER, 'date')).toEqual({ sort: 'date', direction: 'desc' });
  });
});
