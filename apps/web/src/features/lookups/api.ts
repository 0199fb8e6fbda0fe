import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookupOrder } from '@syna/contracts/lookups';
import type { TemplateRemarkCreate, TemplateRemarkUpdate } from '@syna/contracts/remarks';
import { templateRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { LOOKUP_KINDS, type LookupItem, type LookupKindId, type LookupWrite } from './lookup-kinds';

/** Which list: the kind, and for a branch the inspection type it belongs to. */
export interface LookupScope {
  kind: LookupKindId;
  parentId: string | null;
}

export const lookupKeys = {
  all: (tenantId: string) => ['lookups', tenantId] as const,
  scope: (tenantId: string, { kind, parentId }: LookupScope) =>
    [...lookupKeys.all(tenantId), kind, parentId] as const,
  list: (tenantId: string, scope: LookupScope) => [...lookupKeys.scope(tenantId, scope), 'list'] as const,
  item: (tenantId: string, scope: LookupScope, id: string) =>
    [...lookupKeys.scope(tenantId, scope), 'item', id] as const,
  templates: (tenantId: string, typeId: string) =>
    [...lookupKeys.all(tenantId), 'templates', typeId] as const,
};

const endpointsOf = ({ kind }: LookupScope) => LOOKUP_KINDS[kind].endpoints;
/** The list's path parameters besides the tenant: for a branch its inspection type. */
const scopeParams = ({ parentId }: LookupScope): object => (parentId === null ? {} : { typeId: parentId });

/**
 * `GET {path}?archived=true`: every lookup by sort order, archived ones too, so that the list can
 * tell "none yet" from "all archived"; the list hides archived ones unless asked to show them.
 */
export function useLookupList(scope: LookupScope) {
  const api = useTenantApi();
  return useQuery({
    queryKey: lookupKeys.list(api.tenantId, scope),
    queryFn: async ({ signal }) =>
      (
        await api.call(
          endpointsOf(scope).list,
          { params: scopeParams(scope), query: { archived: 'true' } },
          { signal, notify: false },
        )
      ).items,
  });
}

/** `GET {path}/{id}`; a missing one is shown by the page, not as a snackbar. */
export function useLookup(scope: LookupScope, id: string) {
  const api = useTenantApi();
  return useQuery({
    queryKey: lookupKeys.item(api.tenantId, scope, id),
    queryFn: ({ signal }) =>
      api.call(endpointsOf(scope).get, { params: { ...scopeParams(scope), id } }, { signal, notify: false }),
    retry: false,
  });
}

function useScopeRefresh(scope: LookupScope) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return (item?: LookupItem) => {
    if (item) queryClient.setQueryData(lookupKeys.item(tenantId, scope, item.id), item);
    return queryClient.invalidateQueries({ queryKey: lookupKeys.list(tenantId, scope) });
  };
}

/** `POST {path}`; the form shows what went wrong (a taken name on the name field). */
export function useCreateLookup(scope: LookupScope) {
  const api = useTenantApi();
  const refresh = useScopeRefresh(scope);
  return useMutation({
    mutationFn: (body: LookupWrite) =>
      api.call(endpointsOf(scope).create, { params: scopeParams(scope), body }, { notify: false }),
    onSuccess: (item) => refresh(item),
  });
}

/**
 * `PUT {path}/{id}`: only the fields sent change; `{ archived }` archives or restores. Failures are
 * the caller's to show (the form puts them on its fields).
 */
export function useUpdateLookup(scope: LookupScope) {
  const api = useTenantApi();
  const refresh = useScopeRefresh(scope);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<LookupWrite> }) =>
      api.call(
        endpointsOf(scope).update,
        { params: { ...scopeParams(scope), id }, body: changes },
        { notify: false },
      ),
    onSuccess: (item) => refresh(item),
  });
}

/** `DELETE {path}/{id}`. A 409 (in use) is the dialog's to explain, so nothing is put on the bus. */
export function useDeleteLookup(scope: LookupScope) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.call(endpointsOf(scope).remove, { params: { ...scopeParams(scope), id } }, { notify: false }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: lookupKeys.item(api.tenantId, scope, id) });
      return queryClient.invalidateQueries({ queryKey: lookupKeys.list(api.tenantId, scope) });
    },
  });
}

/** The kind's order endpoint; only orderable kinds offer reordering. */
function orderEndpoint(scope: LookupScope) {
  const { order } = endpointsOf(scope);
  if (!order) throw new Error(`${scope.kind} cannot be reordered`);
  return order;
}

/**
 * `PUT {path}/order`: the listed lookups first, in this order, the others after them. The list
 * shows the new order at once and goes back to the server's if the call fails.
 */
export function useReorderLookups(scope: LookupScope) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  const key = lookupKeys.list(api.tenantId, scope);
  return useMutation({
    mutationFn: (order: { items: LookupItem[] }) =>
      api.call(orderEndpoint(scope), {
        params: scopeParams(scope),
        body: { ids: order.items.map((item) => item.id) } satisfies LookupOrder,
      }),
    onMutate: async ({ items }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const listed = new Set(items.map((item) => item.id));
      queryClient.setQueryData<LookupItem[]>(key, (all) => [
        ...items,
        ...(all ?? []).filter((item) => !listed.has(item.id)),
      ]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lookupKeys.list(api.tenantId, scope) }),
  });
}

// Template remarks of an inspection type (remarks module) ------------------------------------

/** `GET /remarks/templates/{type}`: the remarks every inspection of the type starts from. */
export function useTemplateRemarks(typeId: string) {
  const api = useTenantApi();
  return useQuery({
    queryKey: lookupKeys.templates(api.tenantId, typeId),
    queryFn: async ({ signal }) =>
      (await api.call(templateRemarkEndpoints.list, { params: { type: typeId } }, { signal, notify: false }))
        .items,
  });
}

export function useSaveTemplateRemark(typeId: string) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: null; body: TemplateRemarkCreate } | { id: string; body: TemplateRemarkUpdate },
    ) =>
      // The form shows refusals on its fields.
      input.id === null
        ? api.call(templateRemarkEndpoints.create, { body: input.body }, { notify: false })
        : api.call(
            templateRemarkEndpoints.change,
            { params: { id: input.id }, body: input.body },
            { notify: false },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.templates(api.tenantId, typeId) }),
  });
}

export function useDeleteTemplateRemark(typeId: string) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(templateRemarkEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.templates(api.tenantId, typeId) }),
  });
}
