import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@syna/contracts/list';
import type {
  CommonRemark,
  CommonRemarkCreate,
  CommonRemarkQuery,
  InspectionObject,
  ObjectCreate,
  ObjectUpdate,
  Remark,
  RemarkCreate,
  RemarkImage,
  RemarkImageUploadFields,
  RemarkUpdate,
  RemarkValueField,
  TemplateRemark,
} from '@syna/contracts/remarks';
import { apiPath } from '@/lib/http/api-path';
import { apiRequest, apiUpload } from '@/lib/http/http-client';
import { useTenantId } from '@/lib/session/use-tenant-id';
import {
  addImage,
  dropImage,
  dropObject,
  dropRemark,
  putObject,
  putRemark,
  putRemarks,
} from './object-cache';
import { moveItem, sortOrderChanges, withPlaces } from './sort-order';

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
};

/** Where a remark lives: its inspection and object. */
export interface RemarkPlace {
  inspectionId: string;
  objectId: string;
}

const service = (tenantId: string, path: string) => apiPath(tenantId, 'inspections', path);
const objectsPath = (tenantId: string, inspectionId: string) =>
  service(tenantId, `/inspections/${encodeURIComponent(inspectionId)}/objects`);
const objectPath = (tenantId: string, inspectionId: string, objectId: string) =>
  `${objectsPath(tenantId, inspectionId)}/${encodeURIComponent(objectId)}`;
const remarksPath = (tenantId: string, place: RemarkPlace) =>
  `${objectPath(tenantId, place.inspectionId, place.objectId)}/remarks`;
const remarkPath = (tenantId: string, place: RemarkPlace, remarkId: string) =>
  `${remarksPath(tenantId, place)}/${encodeURIComponent(remarkId)}`;
const imagesPath = (tenantId: string, place: RemarkPlace, remarkId: string) =>
  `${remarkPath(tenantId, place, remarkId)}/images`;

/** `GET .../objects`: the inspection's objects in order, with remarks and photos. */
export function useInspectionObjects(inspectionId: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: remarkKeys.objects(tenantId, inspectionId),
    // The tab shows its own error state; no red snackbar on top of it.
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ListResponse<InspectionObject>>(objectsPath(tenantId, inspectionId), {
          signal,
          notify: false,
        })
      ).items,
  });
}

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

export function useSaveObject(inspectionId: string, countChanged?: () => void) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: (input: { id: null; body: ObjectCreate } | { id: string; body: ObjectUpdate }) =>
      // The form shows refusals on its fields.
      input.id === null
        ? apiRequest<InspectionObject>(objectsPath(tenantId, inspectionId), {
            method: 'POST',
            body: input.body,
            notify: false,
          })
        : apiRequest<InspectionObject>(objectPath(tenantId, inspectionId, input.id), {
            method: 'PUT',
            body: input.body,
            notify: false,
          }),
    onSuccess: (object, input) => {
      cache.change((objects) => putObject(objects, object));
      if (input.id === null) countChanged?.();
    },
  });
}

/**
 * `POST .../objects/{object}?state=copy`: a copy with its remarks and photos, named "… (kopia)"
 * ("… (copy)" when the browser asks for English).
 */
export function useCopyObject(inspectionId: string, countChanged?: () => void) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: (objectId: string) =>
      apiRequest<InspectionObject>(`${objectPath(tenantId, inspectionId, objectId)}?state=copy`, {
        method: 'POST',
      }),
    onSuccess: (object) => {
      cache.change((objects) => putObject(objects, object));
      countChanged?.();
    },
  });
}

export function useDeleteObject(inspectionId: string, countChanged?: () => void) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: (objectId: string) =>
      apiRequest<void>(objectPath(tenantId, inspectionId, objectId), { method: 'DELETE' }),
    onSuccess: (_result, objectId) => {
      cache.change((objects) => dropObject(objects, objectId));
      countChanged?.();
    },
  });
}

/**
 * Moves an object one place up or down: shown at once, then each changed sort order is sent
 * (objects have no bulk change). A failure fetches the list again.
 */
export function useMoveObject(inspectionId: string) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const ordered = moveItem(cache.current(), from, to);
      cache.change(() => withPlaces(ordered));
      for (const change of sortOrderChanges(ordered)) {
        await apiRequest<InspectionObject>(objectPath(tenantId, inspectionId, change.id), {
          method: 'PUT',
          body: { sortOrder: change.sortOrder },
        });
      }
    },
    onError: () => void cache.refetch(),
  });
}

/** Creates a remark (`id` null) or changes one. */
export function useSaveRemark(inspectionId: string) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: (
      input:
        | { objectId: string; id: null; body: RemarkCreate; notify?: boolean }
        | { objectId: string; id: string; body: RemarkUpdate; notify?: boolean },
    ) => {
      const place = { inspectionId, objectId: input.objectId };
      const notify = input.notify ?? true;
      return input.id === null
        ? apiRequest<Remark>(remarksPath(tenantId, place), { method: 'POST', body: input.body, notify })
        : apiRequest<Remark>(remarkPath(tenantId, place, input.id), {
            method: 'PUT',
            body: input.body,
            notify,
          });
    },
    onSuccess: (remark) => cache.change((objects) => putRemark(objects, remark)),
  });
}

export function useDeleteRemark(inspectionId: string) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: ({ objectId, remarkId }: { objectId: string; remarkId: string }) =>
      apiRequest<void>(remarkPath(tenantId, { inspectionId, objectId }, remarkId), { method: 'DELETE' }),
    onSuccess: (_result, { objectId, remarkId }) =>
      cache.change((objects) => dropRemark(objects, objectId, remarkId)),
  });
}

/** Moves a remark one place within its object: shown at once, sent as one bulk change. */
export function useMoveRemark(inspectionId: string) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: async ({ objectId, from, to }: { objectId: string; from: number; to: number }) => {
      const remarks = cache.current().find((object) => object.id === objectId)?.remarks ?? [];
      const ordered = moveItem(remarks, from, to);
      cache.change((objects) => putRemarks(objects, objectId, withPlaces(ordered)));
      const items = sortOrderChanges(ordered);
      if (items.length === 0) return;
      const answer = await apiRequest<ListResponse<Remark>>(
        remarksPath(tenantId, { inspectionId, objectId }),
        {
          method: 'PUT',
          body: { items },
        },
      );
      cache.change((objects) => putRemarks(objects, objectId, answer.items));
    },
    onError: () => void cache.refetch(),
  });
}

/**
 * `POST .../remarks/{remark}/images`: one photo per request, with an annotated version's
 * original and shapes. Failures are the caller's to show (next to the photos).
 */
export function useUploadImage(inspectionId: string) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: ({
      objectId,
      remarkId,
      file,
      fileName,
      fields,
      onProgress,
    }: {
      objectId: string;
      remarkId: string;
      file: Blob;
      fileName: string;
      fields?: RemarkImageUploadFields;
      onProgress?(fraction: number): void;
    }) => {
      const form = new FormData();
      if (fields?.originalId) form.append('originalId', fields.originalId);
      if (fields?.annotations) form.append('annotations', JSON.stringify(fields.annotations));
      // The file goes last: the server reads the fields as they stream past.
      form.append('file', file, fileName);
      return apiUpload<RemarkImage>(imagesPath(tenantId, { inspectionId, objectId }, remarkId), form, {
        notify: false,
        onProgress,
      });
    },
    onSuccess: (image, { objectId, remarkId }) =>
      cache.change((objects) => addImage(objects, objectId, remarkId, image)),
  });
}

export function useDeleteImage(inspectionId: string) {
  const tenantId = useTenantId();
  const cache = useObjectsCache(inspectionId);
  return useMutation({
    mutationFn: ({ objectId, remarkId, imageId }: { objectId: string; remarkId: string; imageId: string }) =>
      apiRequest<void>(
        `${imagesPath(tenantId, { inspectionId, objectId }, remarkId)}/${encodeURIComponent(imageId)}`,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: (_result, { objectId, remarkId, imageId }) =>
      cache.change((objects) => dropImage(objects, objectId, remarkId, imageId)),
  });
}

/** `POST /remarks/values/{field}`: values used in the firm's remarks, most used first. */
export function useRemarkValues(field: RemarkValueField, query: string, enabled: boolean) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: remarkKeys.values(tenantId, field, query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ListResponse<string>>(service(tenantId, `/remarks/values/${field}`), {
          method: 'POST',
          body: { query: query || undefined },
          signal,
          // Suggestions are a help; typing goes on without them.
          notify: false,
        })
      ).items,
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** `POST /remarks/common/query`: a page of the firm's saved remarks. */
export function useCommonRemarks(query: CommonRemarkQuery) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: remarkKeys.common(tenantId, query),
    queryFn: ({ signal }) =>
      apiRequest<ListResponse<CommonRemark>>(service(tenantId, '/remarks/common/query'), {
        method: 'POST',
        body: query,
        signal,
        notify: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /remarks/common`: saves a remark in the firm's library. */
export function useSaveCommonRemark() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommonRemarkCreate) =>
      apiRequest<CommonRemark>(service(tenantId, '/remarks/common'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...remarkKeys.all(tenantId), 'common'] }),
  });
}

/** `GET /remarks/templates/{type}`: the template remarks of the inspection's type. */
export function useTemplateRemarks(typeId: string | null) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: remarkKeys.templates(tenantId, typeId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ListResponse<TemplateRemark>>(
          service(tenantId, `/remarks/templates/${encodeURIComponent(typeId ?? '')}`),
          { signal, notify: false },
        )
      ).items,
    enabled: Boolean(typeId),
    staleTime: 60_000,
  });
}
