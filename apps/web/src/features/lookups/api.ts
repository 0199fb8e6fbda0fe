import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@syna/contracts/list';
import type { LookupOrder } from '@syna/contracts/lookups';
import type { TemplateRemark, TemplateRemarkCreate, TemplateRemarkUpdate } from '@syna/contracts/remarks';
import { apiPath } from '@/lib/http/api-path';
import { apiRequest } from '@/lib/http/http-client';
import { useTenantId } from '@/lib/session/use-tenant-id';
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

const listPath = (tenantId: string, { kind, parentId }: LookupScope) =>
  apiPath(tenantId, 'inspections', LOOKUP_KINDS[kind].apiPath(parentId));
const itemPath = (tenantId: string, scope: LookupScope, id: string) =>
  `${listPath(tenantId, scope)}/${encodeURIComponent(id)}`;

/**
 * `GET {path}?archived=true`: every lookup by sort order, archived ones too, so that the list can
 * tell "none yet" from "all archived"; the list hides archived ones unless asked to show them.
 */
export function useLookupList(scope: LookupScope) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: lookupKeys.list(tenantId, scope),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ListResponse<LookupItem>>(`${listPath(tenantId, scope)}?archived=true`, {
          signal,
          notify: false,
        })
      ).items,
  });
}

/** `GET {path}/{id}`; a missing one is shown by the page, not as a snackbar. */
export function useLookup(scope: LookupScope, id: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: lookupKeys.item(tenantId, scope, id),
    queryFn: ({ signal }) => apiRequest<LookupItem>(itemPath(tenantId, scope, id), { signal, notify: false }),
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
  const tenantId = useTenantId();
  const refresh = useScopeRefresh(scope);
  return useMutation({
    mutationFn: (body: LookupWrite) =>
      apiRequest<LookupItem>(listPath(tenantId, scope), { method: 'POST', body, notify: false }),
    onSuccess: (item) => refresh(item),
  });
}

/**
 * `PUT {path}/{id}`: only the fields sent change; `{ archived }` archives or restores. Failures are
 * the caller's to show (the form puts them on its fields).
 */
export function useUpdateLookup(scope: LookupScope) {
  const tenantId = useTenantId();
  const refresh = useScopeRefresh(scope);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<LookupWrite> }) =>
      apiRequest<LookupItem>(itemPath(tenantId, scope, id), { method: 'PUT', body: changes, notify: false }),
    onSuccess: (item) => refresh(item),
  });
}

/** `DELETE {path}/{id}`. A 409 (in use) is the dialog's to explain, so nothing is put on the bus. */
export function useDeleteLookup(scope: LookupScope) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(itemPath(tenantId, scope, id), { method: 'DELETE', notify: false }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: lookupKeys.item(tenantId, scope, id) });
      return queryClient.invalidateQueries({ queryKey: lookupKeys.list(tenantId, scope) });
    },
  });
}

/**
 * `PUT {path}/order`: the listed lookups first, in this order, the others after them. The list
 * shows the new order at once and goes back to the server's if the call fails.
 */
export function useReorderLookups(scope: LookupScope) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const key = lookupKeys.list(tenantId, scope);
  return useMutation({
    mutationFn: (order: { items: LookupItem[] }) =>
      apiRequest<ListResponse<LookupItem>>(`${listPath(tenantId, scope)}/order`, {
        method: 'PUT',
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: lookupKeys.list(tenantId, scope) }),
  });
}

// Template remarks of an inspection type (remarks module) ------------------------------------

const templatesPath = (tenantId: string) => apiPath(tenantId, 'inspections', '/remarks/templates');

/** `GET /remarks/templates/{type}`: the remarks every inspection of the type starts from. */
export function useTemplateRemarks(typeId: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: lookupKeys.templates(tenantId, typeId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ListResponse<TemplateRemark>>(
          `${templatesPath(tenantId)}/${encodeURIComponent(typeId)}`,
          { signal, notify: false },
        )
      ).items,
  });
}

export function useSaveTemplateRemark(typeId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: null; body: TemplateRemarkCreate } | { id: string; body: TemplateRemarkUpdate },
    ) =>
      // The form shows refusals on its fields.
      input.id === null
        ? apiRequest<TemplateRemark>(templatesPath(tenantId), {
            method: 'POST',
            body: input.body,
            notify: false,
          })
        : apiRequest<TemplateRemark>(`${templatesPath(tenantId)}/${encodeURIComponent(input.id)}`, {
            method: 'PUT',
            body: input.body,
            notify: false,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.templates(tenantId, typeId) }),
  });
}

export function useDeleteTemplateRemark(typeId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`${templatesPath(tenantId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.templates(tenantId, typeId) }),
  });
}
