import type { Form, FormCreateInput, FormUpdateInput } from '@syna/contracts/forms';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';

export const formKeys = {
  all: (tenantId: string) => ['forms', tenantId] as const,
  list: (tenantId: string) => [...formKeys.all(tenantId), 'list'] as const,
  detail: (tenantId: string, id: string) => [...formKeys.all(tenantId), 'detail', id] as const,
  types: (tenantId: string) => ['forms', tenantId, 'types'] as const,
};

/** `GET /admin/forms?archived=true`: every form, so the list can tell "none" from "all archived". */
export const useForms = () =>
  useTenantQuery({
    key: formKeys.list,
    endpoint: formEndpoints.list,
    request: { query: { archived: 'true' } },
    pick: (response) => response.items,
  });

// The page shows its own error state (not found); no red snackbar on top of it.
export const useFormDefinition = (id: string, enabled = true) =>
  useTenantQuery({
    key: (tenantId) => formKeys.detail(tenantId, id),
    endpoint: formEndpoints.get,
    request: { params: { id } },
    retry: false,
    enabled,
  });

/** The firm's order types and inspection types, archived ones too (a form may still name them). */
export const useOrderTypeChoices = () =>
  useTenantQuery({
    key: (tenantId) => [...formKeys.types(tenantId), 'order'],
    endpoint: orderTypeEndpoints.list,
    request: { query: { archived: 'true' } },
    pick: (response) => response.items.map(({ id, name, archived }) => ({ id, name, archived })),
    staleTime: 60_000,
  });

export const useInspectionTypeChoices = () =>
  useTenantQuery({
    key: (tenantId) => [...formKeys.types(tenantId), 'inspection'],
    endpoint: inspectionEndpoints.formChoices,
    request: {},
    pick: (response) => response.types.map(({ id, name }) => ({ id, name })),
    staleTime: 60_000,
  });

/** A saved form replaces its cached copy; the list loads again. */
function refresh({ tenantId, queryClient }: TenantCache, form?: Form) {
  if (form) queryClient.setQueryData(formKeys.detail(tenantId, form.id), form);
  return queryClient.invalidateQueries({ queryKey: formKeys.list(tenantId), exact: true });
}

/** `POST /admin/forms`; the editor shows field errors. */
export const useCreateForm = () =>
  useTenantMutation({
    endpoint: formEndpoints.create,
    request: (body: FormCreateInput) => ({ body }),
    notify: false,
    onSuccess: (form, _body, cache) => refresh(cache, form),
  });

/** `PUT /admin/forms/{id}`: only the parts sent change (`{ archived }` archives). */
export const useUpdateForm = () =>
  useTenantMutation({
    endpoint: formEndpoints.update,
    request: ({ id, changes }: { id: string; changes: FormUpdateInput }) => ({
      params: { id },
      body: changes,
    }),
    notify: false,
    onSuccess: (form, _change, cache) => refresh(cache, form),
  });

/** `DELETE /admin/forms/{id}`. A 409 (values exist) is the dialog's to explain. */
export const useDeleteForm = () =>
  useTenantMutation({
    endpoint: formEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    notify: false,
    onSuccess: (_result, id, cache) => {
      cache.queryClient.removeQueries({ queryKey: formKeys.detail(cache.tenantId, id) });
      return refresh(cache);
    },
  });
