import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import type { TenantApi } from '@/lib/http/endpoint-client';
import type { SyncRunner } from '@/lib/offline/sync-runner';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { commonRemarkEndpoints, templateRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { objectEndpoints, remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import {
  REMARK_VALUES_MAX_LIMIT,
  type CommonRemarkCreate,
  type CommonRemarkQuery,
  type RemarkValueField,
} from '@syna/contracts/remarks';
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
  /** The firm's whole library of saved remarks, as an offline copy keeps it. */
  keptCommon: (tenantId: string) => [...remarkKeys.all(tenantId), 'kept-common'] as const,
  /** A field's values used in the firm, the most an answer gives, as an offline copy keeps them. */
  keptValues: (tenantId: string, field: RemarkValueField) =>
    [...remarkKeys.all(tenantId), 'kept-values', field] as const,
};

/**
 * The firm's saved remarks, all of them by title, as an offline copy keeps them: searched on the
 * device without a network (`matchingSavedRemarks`).
 */
export const keptSavedRemarksQuery = (api: TenantApi) => ({
  queryKey: remarkKeys.keptCommon(api.tenantId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (
      await api.call(
        commonRemarkEndpoints.query,
        { body: { page: 1, pageSize: PAGE_SIZE_ALL } },
        { signal, notify: false },
      )
    ).items,
  meta: OFFLINE_QUERY_META,
});

/**
 * A field's values used in the firm's remarks, the most used `REMARK_VALUES_MAX_LIMIT`, as an
 * offline copy keeps them: matched on the device without a network (`matchingValues`).
 */
export const keptRemarkValuesQuery = (api: TenantApi, field: RemarkValueField) => ({
  queryKey: remarkKeys.keptValues(api.tenantId, field),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (
      await api.call(
        remarkEndpoints.values,
        { params: { field }, body: { limit: REMARK_VALUES_MAX_LIMIT } },
        { signal, notify: false },
      )
    ).items,
  meta: OFFLINE_QUERY_META,
});

/** What a kept lookup's hook reads: only the device's copy, never the network. */
const keptOnly = { enabled: false } as const;

/** The saved remarks an offline copy keeps, or undefined when the device has none. */
export function useKeptSavedRemarks() {
  return useQuery({ ...keptSavedRemarksQuery(useTenantApi()), ...keptOnly }).data;
}

/** A field's values an offline copy keeps, or undefined when the device has none. */
export function useKeptRemarkValues(field: RemarkValueField) {
  return useQuery({ ...keptRemarkValuesQuery(useTenantApi(), field), ...keptOnly }).data;
}

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

/**
 * `GET /remarks/templates/{type}`: the template remarks of an inspection type, as the remark
 * library reads them and an offline copy keeps them.
 */
export const templateRemarksQuery = (api: TenantApi, typeId: string) => ({
  queryKey: remarkKeys.templates(api.tenantId, typeId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (await api.call(templateRemarkEndpoints.list, { params: { type: typeId } }, { signal, notify: false }))
      .items,
  staleTime: 60_000,
  meta: OFFLINE_QUERY_META,
});

/** The template remarks of the inspection's type (none without a type). */
export function useTemplateRemarks(typeId: string | null) {
  return useQuery({ ...templateRemarksQuery(useTenantApi(), typeId ?? ''), enabled: Boolean(typeId) });
}
