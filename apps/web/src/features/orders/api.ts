import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InitialData } from '@syna/contracts/initial-data';
import type {
  Order,
  OrderSearchInput,
  OrderShareCreate,
  OrderType,
  OrderTypeCreate,
  OrderTypeUpdate,
  OrderUpdate,
} from '@syna/contracts/orders';
import type { TenantSettingsChange } from '@syna/contracts/tenant';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints, orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { callEndpoint, downloadEndpoint } from '@/lib/http/endpoint-client';
import type { PageSize } from '@/lib/lists/page-size';
import { sessionKeys } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';

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
  settings: (tenantId: string) => ['order-settings', tenantId] as const,
};

/** `GET /admin/order`: the inbox, new orders newest first. */
export function useOrderInbox(page: number, pageSize: PageSize) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: orderKeys.inbox(tenantId, page, pageSize),
    queryFn: ({ signal }) =>
      callEndpoint(
        orderEndpoints.inbox,
        { params: { tenant: tenantId }, query: { page, pageSize } },
        { signal, notify: false },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `POST /admin/order/search`: a page of the search. The previous page stays while the next loads. */
export function useOrderSearch(body: OrderSearchInput) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: orderKeys.search(tenantId, body),
    queryFn: ({ signal }) =>
      callEndpoint(orderEndpoints.search, { params: { tenant: tenantId }, body }, { signal, notify: false }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /admin/order/export`: the hits of a search as a CSV file. */
export function exportOrders(tenantId: string, query: OrderSearchInput) {
  return downloadEndpoint(orderEndpoints.export, { params: { tenant: tenantId }, body: { query } });
}

export function useOrder(id: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: orderKeys.detail(tenantId, id),
    // The page shows its own error state (not found, no access); no red snackbar on top of it.
    queryFn: ({ signal }) =>
      callEndpoint(orderEndpoints.get, { params: { tenant: tenantId, id } }, { signal, notify: false }),
    retry: false,
  });
}

/**
 * The tenant's inspection types and inspectors (`GET /vb/admin/inspections`, the assignment
 * form's own metadata): what an order is accepted into, and what an order type may offer.
 */
export function useInspectionChoices(enabled = true) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: orderKeys.metadata(tenantId),
    queryFn: ({ signal }) =>
      callEndpoint(
        inspectionEndpoints.formChoices,
        { params: { tenant: tenantId } },
        { signal, notify: false },
      ),
    staleTime: 60_000,
    enabled,
  });
}

/** What `PUT /admin/order/{id}` does: corrections only, or corrections and a decision. */
export type OrderDecision = 'accept' | 'reject' | null;

/**
 * `PUT /admin/order/{id}[?accept=true|false]`. The answer replaces the cached order and the lists
 * go stale; failures (a 409 when someone else decided first, field errors) are the caller's to show.
 */
export function useUpdateOrder(id: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ update, decision }: { update: OrderUpdate; decision: OrderDecision }) =>
      callEndpoint(
        orderEndpoints.handle,
        {
          params: { tenant: tenantId, id },
          query: decision ? { accept: String(decision === 'accept') } : {},
          body: update,
        },
        { notify: false },
      ),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(tenantId, id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(tenantId) });
    },
    // A 409 means the order changed elsewhere: show its current state.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(tenantId, id) }),
  });
}

/** `POST /admin/order/{id}/share`: the new share is added to the cached order. */
export function useShareOrder(id: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: OrderShareCreate) =>
      callEndpoint(
        orderEndpoints.share,
        { params: { tenant: tenantId, id }, body: share },
        { notify: false },
      ),
    onSuccess: (share) => {
      queryClient.setQueryData<Order>(orderKeys.detail(tenantId, id), (order) =>
        order ? { ...order, shares: [...order.shares, share] } : order,
      );
    },
  });
}

// Order types (admin) ------------------------------------------------------------------------

/** `GET /admin/order-types?archived=true`: every type, so the list can tell "none" from "all archived". */
export function useOrderTypes() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: orderKeys.types(tenantId),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          orderTypeEndpoints.list,
          { params: { tenant: tenantId }, query: { archived: 'true' } },
          { signal, notify: false },
        )
      ).items,
  });
}

export function useOrderType(id: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: orderKeys.type(tenantId, id),
    queryFn: ({ signal }) =>
      callEndpoint(orderTypeEndpoints.get, { params: { tenant: tenantId, id } }, { signal, notify: false }),
    retry: false,
  });
}

function useTypesRefresh() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return (type?: OrderType) => {
    if (type) queryClient.setQueryData(orderKeys.type(tenantId, type.id), type);
    return queryClient.invalidateQueries({ queryKey: orderKeys.types(tenantId), exact: true });
  };
}

/** `POST /admin/order-types`; the form shows field errors. */
export function useCreateOrderType() {
  const tenantId = useTenantId();
  const refresh = useTypesRefresh();
  return useMutation({
    mutationFn: (body: OrderTypeCreate) =>
      callEndpoint(orderTypeEndpoints.create, { params: { tenant: tenantId }, body }, { notify: false }),
    onSuccess: (type) => refresh(type),
  });
}

/** `PUT /admin/order-types/{id}`: only the fields sent change (`{ archived }` archives). */
export function useUpdateOrderType() {
  const tenantId = useTenantId();
  const refresh = useTypesRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: OrderTypeUpdate }) =>
      callEndpoint(
        orderTypeEndpoints.change,
        { params: { tenant: tenantId, id }, body: changes },
        { notify: false },
      ),
    onSuccess: (type) => refresh(type),
  });
}

/** `DELETE /admin/order-types/{id}`. A 409 (in use) is the dialog's to explain. */
export function useDeleteOrderType() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(orderTypeEndpoints.remove, { params: { tenant: tenantId, id } }, { notify: false }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: orderKeys.type(tenantId, id) });
      return queryClient.invalidateQueries({ queryKey: orderKeys.types(tenantId), exact: true });
    },
  });
}

// Tenant settings of the order page and booking calendar -------------------------------------

export function useTenantSettings() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: orderKeys.settings(tenantId),
    queryFn: ({ signal }) =>
      callEndpoint(tenantEndpoints.settings, { params: { tenant: tenantId } }, { signal, notify: false }),
  });
}

/**
 * `PUT /admin/settings` with the changed keys only. The saved settings also replace the shell's
 * copy, so that e.g. the public calendar link appears or goes at once.
 */
export function useSaveTenantSettings() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TenantSettingsChange) =>
      callEndpoint(
        tenantEndpoints.changeSettings,
        { params: { tenant: tenantId }, body: change },
        { notify: false },
      ),
    onSuccess: (settings) => {
      queryClient.setQueryData(orderKeys.settings(tenantId), settings);
      queryClient.setQueryData<InitialData>(sessionKeys.initialData(tenantId), (data) =>
        data ? { ...data, tenant: { ...data.tenant, settings } } : data,
      );
    },
  });
}
