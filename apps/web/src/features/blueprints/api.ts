import type { Blueprint, BlueprintCreateInput, BlueprintUpdateInput } from '@syna/contracts/blueprints';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionTypeEndpoints, remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';

export const blueprintKeys = {
  all: (tenantId: string) => ['blueprints', tenantId] as const,
  list: (tenantId: string) => [...blueprintKeys.all(tenantId), 'list'] as const,
  detail: (tenantId: string, id: string) => [...blueprintKeys.all(tenantId), 'detail', id] as const,
  choices: (tenantId: string, kind: 'types' | 'forms' | 'grades') =>
    [...blueprintKeys.all(tenantId), 'choices', kind] as const,
};

/** `GET /admin/blueprints?archived=true`: every blueprint, so the list can tell "none" from "all archived". */
export const useBlueprints = () =>
  useTenantQuery({
    key: blueprintKeys.list,
    endpoint: blueprintEndpoints.list,
    request: { query: { archived: 'true' } },
    pick: (response) => response.items,
  });

// The page shows its own error state (not found); no red snackbar on top of it.
export const useBlueprint = (id: string, enabled = true) =>
  useTenantQuery({
    key: (tenantId) => blueprintKeys.detail(tenantId, id),
    endpoint: blueprintEndpoints.get,
    request: { params: { id } },
    retry: false,
    enabled,
  });

/** The firm's inspection types, archived ones too (a blueprint may still name one). */
export const useTypeChoices = () =>
  useTenantQuery({
    key: (tenantId) => blueprintKeys.choices(tenantId, 'types'),
    endpoint: inspectionTypeEndpoints.list,
    request: { query: { archived: 'true' } },
    pick: (response) => response.items.map(({ id, name, archived }) => ({ id, name, archived })),
    staleTime: 60_000,
  });

/** The firm's forms of an assignment or an object: the ones a blueprint may name. */
export const useFormChoices = () =>
  useTenantQuery({
    key: (tenantId) => blueprintKeys.choices(tenantId, 'forms'),
    endpoint: formEndpoints.list,
    request: { query: { archived: 'true' } },
    pick: (response) => response.items,
    staleTime: 60_000,
  });

/** The firm's remark grades, mildest first, archived ones too (a template remark may still have one). */
export const useGradeChoices = () =>
  useTenantQuery({
    key: (tenantId) => blueprintKeys.choices(tenantId, 'grades'),
    endpoint: remarkGradeEndpoints.list,
    request: { query: { archived: 'true' } },
    pick: (response) => response.items,
    staleTime: 60_000,
  });

/** A saved blueprint replaces its cached copy; the list loads again. */
function refresh({ tenantId, queryClient }: TenantCache, blueprint?: Blueprint) {
  if (blueprint) queryClient.setQueryData(blueprintKeys.detail(tenantId, blueprint.id), blueprint);
  return queryClient.invalidateQueries({ queryKey: blueprintKeys.list(tenantId), exact: true });
}

/** `POST /admin/blueprints`; the editor shows field errors. */
export const useCreateBlueprint = () =>
  useTenantMutation({
    endpoint: blueprintEndpoints.create,
    request: (body: BlueprintCreateInput) => ({ body }),
    notify: false,
    onSuccess: (blueprint, _body, cache) => refresh(cache, blueprint),
  });

/** `PUT /admin/blueprints/{id}`: only the parts sent change (`{ archived }` archives). */
export const useUpdateBlueprint = () =>
  useTenantMutation({
    endpoint: blueprintEndpoints.update,
    request: ({ id, changes }: { id: string; changes: BlueprintUpdateInput }) => ({
      params: { id },
      body: changes,
    }),
    notify: false,
    onSuccess: (blueprint, _change, cache) => refresh(cache, blueprint),
  });

/** `DELETE /admin/blueprints/{id}`. */
export const useDeleteBlueprint = () =>
  useTenantMutation({
    endpoint: blueprintEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    notify: false,
    onSuccess: (_result, id, cache) => {
      cache.queryClient.removeQueries({ queryKey: blueprintKeys.detail(cache.tenantId, id) });
      return refresh(cache);
    },
  });
