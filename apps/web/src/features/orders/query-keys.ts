import type { OrderSearchInput } from '@syna/contracts/orders';
import type { PageSize } from '@/lib/lists/page-size';

/** The orders' query keys, apart from their API (api.ts): the first load's inbox and live refresh use them. */
export const orderKeys = {
  /** Everything about the orders themselves; a live order notification refreshes all of it. */
  all: (tenantId: string) => ['orders', tenantId] as const,
  lists: (tenantId: string) => [...orderKeys.all(tenantId), 'list'] as const,
  inbox: (tenantId: string, page: number, pageSize: PageSize) =>
    [...orderKeys.lists(tenantId), 'inbox', page, pageSize] as const,
  search: (tenantId: string, body: OrderSearchInput) =>
    [...orderKeys.lists(tenantId), 'search', body] as const,
  detail: (tenantId: string, id: string) => [...orderKeys.all(tenantId), 'detail', id] as const,
  metadata: (tenantId: string) => ['order-metadata', tenantId] as const,
  types: (tenantId: string) => ['order-types', tenantId] as const,
  type: (tenantId: string, id: string) => [...orderKeys.types(tenantId), id] as const,
};
