import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantApi, useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';
import type { ExportFormat } from '@syna/contracts/exports';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Order,
  OrderSearchInput,
  OrderShareCreate,
  OrderType,
  OrderTypeCreate,
  OrderTypeUpdate,
  OrderUpdate,
} from '@syna/contracts/orders';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints, orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { orderKeys } from './query-keys';

/** `POST /admin/order/search`: a page of the search. The previous page stays while the next loads. */
export const useOrderSearch = (body: OrderSearchInput) =>
  useTenantQuery({
    key: (tenantId) => orderKeys.search(tenantId, body),
    endpoint: orderEndpoints.search,
    request: { body },
    placeholderData: keepPreviousData,
  });

/** `POST /admin/order/export`: asks for the hits of a search as a CSV file or an Excel workbook. */
export function exportOrders(api: TenantApi, query: OrderSearchInput, format: ExportFormat) {
  // The export button shows a failure itself.
  return api.call(orderEndpoints.export, { body: { query, format } }, { notify: false });
}

// The page shows its own error state (not found, no access); no red snackbar on top of it.
export const useOrder = (id: string) =>
  useTenantQuery({
    key: (tenantId) => orderKeys.detail(tenantId, id),
    endpoint: orderEndpoints.get,
    request: { params: { id } },
    retry: false,
  });

/**
 * The tenant's inspection types and inspectors (`GET /vb/admin/inspections`, the assignment
 * form's own metadata): what an order is accepted into, and what an order type may offer.
 */
export const useInspectionChoices = (enabled = true) =>
  useTenantQuery({
    key: orderKeys.metadata,
    endpoint: inspectionEndpoints.formChoices,
    request: {},
    staleTime: 60_000,
    enabled,
  });

/**
 * `GET /admin/order/{id}/matches`: the order's parties that match address-book contacts, with the
 * details that differ. Read afresh whenever the accept dialog opens: the address book may change.
 */
export const useOrderPartyMatches = (id: string) =>
  useTenantQuery({
    key: (tenantId) => [...orderKeys.detail(tenantId, id), 'matches'],
    endpoint: orderEndpoints.matches,
    request: { params: { id } },
    pick: (response) => response.items,
    staleTime: 0,
    gcTime: 0,
  });

/** What `PUT /admin/order/{id}` does: corrections only, or corrections and a decision. */
export type OrderDecision = 'accept' | 'reject' | null;

/**
 * `PUT /admin/order/{id}[?accept=true|false]`. The answer replaces the cached order and the lists
 * go stale; failures (a 409 when someone else decided first, field errors) are the caller's to show.
 */
export function useUpdateOrder(id: string) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ update, decision }: { update: OrderUpdate; decision: OrderDecision }) =>
      api.call(
        orderEndpoints.handle,
        {
          params: { id },
          query: decision ? { accept: String(decision === 'accept') } : {},
          body: update,
        },
        { notify: false },
      ),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(api.tenantId, id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(api.tenantId) });
    },
    // A 409 means the order changed elsewhere: show its current state.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(api.tenantId, id) }),
  });
}

/** `POST /admin/order/{id}/share`: the new share is added to the cached order. */
export const useShareOrder = (id: string) =>
  useTenantMutation({
    endpoint: orderEndpoints.share,
    request: (share: OrderShareCreate) => ({ params: { id }, body: share }),
    notify: false,
    onSuccess: (share, _input, { tenantId, queryClient }) => {
      queryClient.setQueryData<Order>(orderKeys.detail(tenantId, id), (order) =>
        order ? { ...order, shares: [...order.shares, share] } : order,
      );
    },
  });

// Order types (admin) ------------------------------------------------------------------------

/** `GET /admin/order-types?archived=true`: every type, so the list can tell "none" from "all archived". */
export const useOrderTypes = () =>
  useTenantQuery({
    key: orderKeys.types,
    endpoint: orderTypeEndpoints.list,
    request: { query: { archived: 'true' } },
    pick: (response) => response.items,
  });

export const useOrderType = (id: string) =>
  useTenantQuery({
    key: (tenantId) => orderKeys.type(tenantId, id),
    endpoint: orderTypeEndpoints.get,
    request: { params: { id } },
    retry: false,
  });

/** A saved type replaces its cached copy; the list loads again. */
function refreshTypes({ tenantId, queryClient }: TenantCache, type?: OrderType) {
  if (type) queryClient.setQueryData(orderKeys.type(tenantId, type.id), type);
  return queryClient.invalidateQueries({ queryKey: orderKeys.types(tenantId), exact: true });
}

/** `POST /admin/order-types`; the form shows field errors. */
export const useCreateOrderType = () =>
  useTenantMutation({
    endpoint: orderTypeEndpoints.create,
    request: (body: OrderTypeCreate) => ({ body }),
    notify: false,
    onSuccess: (type, _body, cache) => refreshTypes(cache, type),
  });

/** `PUT /admin/order-types/{id}`: only the fields sent change (`{ archived }` archives). */
export const useUpdateOrderType = () =>
  useTenantMutation({
    endpoint: orderTypeEndpoints.change,
    request: ({ id, changes }: { id: string; changes: OrderTypeUpdate }) => ({
      params: { id },
      body: changes,
    }),
    notify: false,
    onSuccess: (type, _change, cache) => refreshTypes(cache, type),
  });

/** `DELETE /admin/order-types/{id}`. A 409 (in use) is the dialog's to explain. */
export const useDeleteOrderType = () =>
  useTenantMutation({
    endpoint: orderTypeEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    notify: false,
    onSuccess: (_result, id, cache) => {
      cache.queryClient.removeQueries({ queryKey: orderKeys.type(cache.tenantId, id) });
      return refreshTypes(cache);
    },
  });
