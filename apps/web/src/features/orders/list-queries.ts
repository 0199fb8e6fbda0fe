import { keepPreviousData } from '@tanstack/react-query';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { useTenantQuery } from '@/lib/http/endpoint-hooks';
import type { PageSize } from '@/lib/lists/page-size';
import { orderKeys } from './query-keys';

// The inbox the dashboard shows, apart from the rest of the API (api.ts): the first load takes it
// and not the order pages' changes.

/** `GET /admin/order`: the inbox, new orders newest first. */
export const useOrderInbox = (page: number, pageSize: PageSize) =>
  useTenantQuery({
    key: (tenantId) => orderKeys.inbox(tenantId, page, pageSize),
    endpoint: orderEndpoints.inbox,
    request: { query: { page, pageSize } },
    placeholderData: keepPreviousData,
  });
