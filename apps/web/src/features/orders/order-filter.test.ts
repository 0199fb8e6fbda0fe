import { describe, expect, it } from 'vitest';
import { orderSearchSchema } from '@syna/contracts/orders';
import {
  activeOrderFilterCount,
  DEFAULT_ORDER_FILTER,
  nextOrderSort,
  orderFilterParams,
  parseOrderFilter,
  toggleStatus,
  toOrderSearchBody,
} from './order-filter';

const TYPE = '0b7a6c1e-2f3d-4a5b-8c9d-0e1f2a3b4c5d';

describe('order filter', () => {
  it('round-trips through the query string and leaves defaults out', () => {
    const filter = {
      ...DEFAULT_ORDER_FILTER,
      text: 'Stöcke',
      statuses: ['new', 'rejected'] as const,
      orderTypeIds: [TYPE],
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
      sort: 'preferredDate' as const,
      direction: 'asc' as const,
      page: 3,
    };
    const params = orderFilterParams({ ...filter, statuses: [...filter.statuses] });
    expect(params.toString()).toBe(
      `q=St%C3%B6cke&status=new&status=rejected&type=${TYPE}&from=2026-05-01&to=2026-05-31&sort=preferredDate&dir=asc&page=3`,
    );
    expect(parseOrderFilter(params)).toEqual({ ...filter, statuses: ['new', 'rejected'] });
    expect(orderFilterParams(DEFAULT_ORDER_FILTER).toString()).toBe('');
  });

  it('ignores what it cannot read', () => {
    const parsed = parseOrderFilter(
      new URLSearchParams('status=old&status=new&status=new&type=x&from=igår&sort=evil&dir=up&page=-2'),
    );
    expect(parsed).toEqual({ ...DEFAULT_ORDER_FILTER, statuses: ['new'] });
  });

  it('makes a search body the contract accepts, swapping a reversed date range', () => {
    const body = toOrderSearchBody(
      {
        ...DEFAULT_ORDER_FILTER,
        text: '  B2026 ',
        statuses: ['new'],
        dateFrom: '2026-06-01',
        dateTo: '2026-05-01',
      },
      25,
    );
    expect(body).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'created',
      direction: 'desc',
      text: 'B2026',
      statuses: ['new'],
      dateFrom: '2026-05-01',
      dateTo: '2026-06-01',
    });
    expect(orderSearchSchema.safeParse(body).success).toBe(true);
    expect(orderSearchSchema.safeParse(toOrderSearchBody(DEFAULT_ORDER_FILTER, -1)).success).toBe(true);
  });

  it('counts filters, toggles status chips in order and flips sorting', () => {
    expect(activeOrderFilterCount({ ...DEFAULT_ORDER_FILTER, statuses: ['new'], dateTo: '2026-01-01' })).toBe(
      2,
    );
    expect(toggleStatus(['rejected'], 'new')).toEqual(['new', 'rejected']);
    expect(toggleStatus(['new', 'rejected'], 'new')).toEqual(['rejected']);
    expect(nextOrderSort(DEFAULT_ORDER_FILTER, 'created')).toEqual({ sort: 'created', direction: 'asc' });
    expect(nextOrderSort(DEFAULT_ORDER_FILTER, 'number')).toEqual({ sort: 'number', direction: 'asc' });
    expect(nextOrderSort(DEFAULT_ORDER_FILTER, 'preferredDate')).toEqual({
      sort: 'preferredDate',
      direction: 'desc',
    });
  });
});
