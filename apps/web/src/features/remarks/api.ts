import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import type { TenantApi } from '@/lib/http/endpoint-client';
import type { SyncRunner } from '@/lib/offline/sync-runner';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { commonRemarkEndpoints, templateRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { objectEndpoints, remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import type {
  CommonRemarkCreate,
  CommonRemarkQuery,
  InspectionObject,
  RemarkValueField,
} from '@syna/contracts/remarks';
import { putObject } from './object-cache';
import { withWaitingChanges } from './offline-changes';
import { useOffline } from '@/lib/offline/offline-holder';

export const remarkKeys = {
  all: (tenantId: string) => ['remarks', tenantId] as const,
  objects: (tenantId: string, inspectionId: string) =>
    [...remarkKeys.all(tenantId), 'objects', inspectionId] as const,
  values: (tenantId: string, field: RemarkValueField, query: string) =>
    [...remarkKeys.all(tenantId), 'values', field, query] as const,
  common: (tenantId: string, query: CommonRemarkQuery) =>
    [...remarkKeys.all(tenantId), 'common', query] as const,
  templates: (tenantId: string, typeId: string) =>
    [...remarkKeys.all(tenantId), 'templates', typeId] as const,
  grades: (tenantId: string) => [...remarkKeys.all(tenantId), 'grades'] as const,
};

/**
 * `GET /remark-grades?archived=true`: the firm's whole scale, mildest first. The archived grades
 * name the remarks that keep them; only the others are offered.
 */
export function useRemarkGrades() {
  return useQuery(remarkGradesQuery(useTenantApi()));
}

/** The firm's remark grades, as the remark form reads them and an offline copy keeps them. */
export const remarkGradesQuery = (api: TenantApi) => ({
  queryKey: remarkKeys.grades(api.tenantId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (await api.call(remarkGradeEndpoints.list, { query: { archived: 'true' } }, { signal, notify: false }))
      .items,
  staleTime: 5 * 60_000,
  meta: OFFLINE_QUERY_META,
});

/** `GET .../objects`: the inspection's objects in order, with remarks and photos. */
export function useInspectionObjects(inspectionId: string) {
  return useQuery(inspectionObjectsQuery(useTenantApi(), useOffline()?.runner, inspectionId));
}

/**
 * The inspection's objects as the tab reads them and an offline copy keeps them: the server's list
 * with the changes still in the outbox shown on top.
 */
export const inspectionObjectsQuery = (
  api: TenantApi,
  runner: SyncRunner | undefined,
  inspectionId: string,
) => ({
  queryKey: remarkKeys.objects(api.tenantId, inspectionId),
  // The tab shows its own error state; no red snackbar on top of it.
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    withWaitingChanges(
      runner,
      inspectionId,
      (await api.call(objectEndpoints.list, { params: { id: inspectionId } }, { signal, notify: false }))
        .items,
    ),
  meta: OFFLINE_QUERY_META,
});

/** Changes of the cached objects list; `countChanged` tells the view its tab count moved. */
function useObjectsCache(inspectionId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const key = remarkKeys.objects(tenantId, inspectionId);
  return {
    change: (update: (objects: InspectionObject[]) => InspectionObject[]) =>
      queryClient.setQueryData<InspectionObject[]>(key, (objects) => (objects ? update(objects) : objects)),
    current: () => queryClient.getQueryData<InspectionObject[]>(key) ?? [],
    refetch: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

/**
 * A change sent to the server whose answer then changes the cached objects list: `send` makes the
 * call, `apply` puts its answer into the cache.
 */
function useObjectsChange<Variables, Answer>(
  inspectionId: string,
  send: (api: ReturnType<typeof useTenantApi>, variables: Variables) => Promise<Answer>,
  apply: (cache: ReturnType<typeof useObjectsCache>, answer: Answer, variables: Variables) => void,
) {
  const api = useTenantApi();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: (variables: Variables) => send(api, variables),
    onSuccess: (answer: Answer, variables: Variables) => apply(cache, answer, variables),
  });
}

/**
 * `POST .../objects/{object}?state=copy`: a copy with its remarks and photos, named "… (kopia)"
 * ("… (copy)" when the browser asks for English).
 */
export function useCopyObject(inspectionId: string, countChanged?: () => void) {
  return useObjectsChange(
    inspectionId,
    (api, objectId: string) =>
      api.call(objectEndpoints.act, {
        params: { id: inspectionId, object: objectId },
        query: { state: 'copy' },
      }),
    (cache, object) => {
      cache.change((objects) => putObject(objects, object));
      countChanged?.();
    },
  );
}

/** `POST /remarks/values/{field}`: values used in the firm's remarks, most used first. */
export function useRemarkValues(field: RemarkValueField, query: string, enabled: boolean) {
  const api = useTenantApi();
  return useQuery({
    queryKey: remarkKeys.values(api.tenantId, field, query),
    queryFn: async ({ signal }) =>
      (
        await api.call(
          remarkEndpoints.values,
          { params: { field }, body: { query: query || undefined } },
          // Suggestions are a help; typing goes on without them.
          { signal, notify: false },
        )
      ).items,
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** `POST /remarks/common/query`: a page of the firm's saved remarks. */
export function useCommonRemarks(query: CommonRemarkQuery) {
  const api = useTenantApi();
  return useQuery({
    queryKey: remarkKeys.common(api.tenantId, query),
    queryFn: ({ signal }) =>
      api.call(commonRemarkEndpoints.query, { body: query }, { signal, notify: false }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /remarks/common`: saves a remark in the firm's library. */
export function useSaveCommonRemark() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommonRemarkCreate) => api.call(commonRemarkEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...remarkKeys.all(api.tenantId), 'common'] }),
  });
}

/** `GET /remarks/templates/{type}`: the template remarks of the inspection's type. */
export function useTemplateRemarks(typeId: string | null) {
  const api = useTenantApi();
  return useQuery({
    queryKey: remarkKeys.templates(api.tenantId, typeId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.call(
          templateRemarkEndpoints.list,
          { params: { type: typeId ?? '' } },
          { signal, notify: false },
        )
      ).items,
    enabled: Boolean(typeId),
    staleTime: 60_000,
  });
}
