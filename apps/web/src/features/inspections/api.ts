import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantApi, useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OutboxRequest } from '@/lib/offline/outbox-change';
import { useOffline } from '@/lib/offline/offline-holder';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import type {
  Attributes,
  Inspection,
  InspectionBulkUpdate,
  InspectionContactInput,
  InspectionCreate,
  InspectionLink,
  InspectionSearchInput,
  InspectionUpdate,
  ProjectInspectionCreate,
} from '@syna/contracts/inspections';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import type { projectSearchSchema } from '@syna/contracts/projects';
import type { z } from 'zod';
import type { ExportFormat } from '@syna/contracts/exports';
import { attributeRecord, INSPECTION_CHANGE, statusRecord, withChanges } from './offline-changes';
import { inspectionKeys } from './query-keys';

/** `POST /vb/admin/inspections/export`: asks for the hits of a search as a CSV file or an Excel workbook. */
export function exportInspections(api: TenantApi, query: InspectionSearchInput, format: ExportFormat) {
  // The export button shows a failure itself.
  return api.call(inspectionEndpoints.export, { body: { query, format } }, { notify: false });
}

/** Searches for the link dialog: the caller shows failures inline. */
export function searchInspections(api: TenantApi, filter: InspectionSearchInput, signal?: AbortSignal) {
  return api.call(inspectionEndpoints.search, { body: filter }, { signal, notify: false });
}

/** `GET /vb/admin/inspections`: types with branches, statuses, contact roles, inspectors. */
export const useInspectionMetadata = () =>
  useTenantQuery({
    key: inspectionKeys.metadata,
    endpoint: inspectionEndpoints.formChoices,
    request: {},
    staleTime: 60_000,
    meta: OFFLINE_QUERY_META,
  });

/**
 * `GET /admin/blueprints?create=true`: the blueprints a new assignment may start from. Without them
 * the form simply offers none, so a failure shows no snackbar.
 */
export const useBlueprintChoices = (enabled = true) =>
  useTenantQuery({
    key: inspectionKeys.blueprints,
    endpoint: blueprintEndpoints.list,
    request: { query: { create: 'true' } },
    pick: (response) => response.items,
    staleTime: 60_000,
    enabled,
  });

/**
 * One assignment as its page reads it and an offline copy keeps it. It is read again whenever the
 * page opens, as the project page may have moved it since, and opens again without a network once
 * opened.
 */
export const inspectionQuery = (api: TenantApi, id: string) => ({
  queryKey: inspectionKeys.detail(api.tenantId, id),
  // The page shows its own error state (not found, no access); no red snackbar on top of it.
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.call(inspectionEndpoints.get, { params: { id } }, { signal, notify: false }),
  staleTime: 0,
  meta: OFFLINE_QUERY_META,
});

/**
 * The assignment with its changes still in the outbox shown on top, as the server will make them:
 * at once when one is kept, and over every answer fetched while it waits. They are applied as the
 * cache is read rather than into it, so that an answer fetched before the outbox opened (a reload)
 * shows them too once it has.
 */
export function useInspection(id: string) {
  const { changes } = useOutbox();
  const statuses = useInspectionMetadata().data?.statuses;
  const select = useCallback(
    (inspection: Inspection) =>
      withChanges(
        inspection,
        changes.filter((change) => change.scope === id),
        statuses ?? [],
      ),
    [changes, statuses, id],
  );
  return useQuery({ ...inspectionQuery(useTenantApi(), id), select });
}

/** The tags in use, for the tag pickers. */
export const useInspectionTags = (enabled = true) =>
  useTenantQuery({
    key: inspectionKeys.tags,
    endpoint: inspectionEndpoints.tags,
    request: {},
    pick: (response) => response.items,
    staleTime: 60_000,
    enabled,
  });

/** Notes written before for contacts in a role, for the note field's suggestions. */
export const useContactNotes = (roleId: string | null, enabled: boolean) =>
  useTenantQuery({
    key: (tenantId) => inspectionKeys.notes(tenantId, roleId),
    endpoint: inspectionEndpoints.contactNotes,
    request: { query: { type: roleId || undefined } },
    pick: (response) => response.items,
    enabled,
  });

export const useInspectionLinks = (id: string) =>
  useTenantQuery({
    key: (tenantId) => inspectionKeys.links(tenantId, id),
    endpoint: inspectionEndpoints.links,
    request: { params: { id } },
    pick: (response) => response.items,
  });

/** Mutations of one inspection: each puts the server's answer in the cache and marks lists stale. */
function useInspectionCache(id: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return {
    queryClient,
    put: (inspection: Inspection) => {
      queryClient.setQueryData(inspectionKeys.detail(tenantId, id), inspection);
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.searches(tenantId) });
    },
    patch: (change: (inspection: Inspection) => Inspection) => {
      queryClient.setQueryData<Inspection>(inspectionKeys.detail(tenantId, id), (inspection) =>
        inspection ? change(inspection) : inspection,
      );
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.searches(tenantId) });
    },
    refetch: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(tenantId, id) }),
  };
}

/** `POST /vb/admin/inspections`. Field errors come back as `body.<field>` and are shown on the form. */
export const useCreateInspection = () =>
  useTenantMutation({
    endpoint: inspectionEndpoints.create,
    request: (body: InspectionCreate) => ({ body }),
    // The form shows the refusal on its fields (or as a snackbar when no field is named).
    notify: false,
    onSuccess: (inspection, _body, { tenantId, queryClient }) => {
      queryClient.setQueryData(inspectionKeys.detail(tenantId, inspection.id), inspection);
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.searches(tenantId) });
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.tags(tenantId) });
    },
  });

export function useUpdateInspection(id: string) {
  const api = useTenantApi();
  const cache = useInspectionCache(id);
  return useMutation({
    mutationFn: (update: InspectionUpdate) =>
      api.call(inspectionEndpoints.update, { params: { id }, body: update }, { notify: false }),
    onSuccess: cache.put,
  });
}

/**
 * The assignment's field changes (status, attributes) through the outbox: sent at once when online
 * with nothing waiting, kept on the device otherwise (`useInspection` shows them).
 */
function useFieldChanges(id: string) {
  const runner = useOffline()?.runner;
  /** The server's answer when the change was sent at once; null when it was kept to send later. */
  return async <Answer>(change: Pick<OutboxRequest, 'endpoint' | 'params' | 'body' | 'writes'>) => {
    if (!runner) throw new Error('The offline store is not open yet');
    const result = await runner.submit<Answer>({ ...change, baseVersion: null, needs: [], scope: id });
    return result.queued ? null : result.answer;
  };
}

/** What a field change came to: `kept` when it waits on the device for a network. */
export interface FieldChangeResult {
  kept: boolean;
}

export function useChangeStatus(id: string) {
  const submit = useFieldChanges(id);
  const cache = useInspectionCache(id);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    /** `confirmed`: the user has said a performed status before the inspection's day is right. */
    mutationFn: async ({
      statusId,
      confirmed,
    }: {
      statusId: string;
      confirmed?: boolean;
    }): Promise<FieldChangeResult> => {
      const answer = await submit<Inspection>({
        endpoint: INSPECTION_CHANGE.setStatus,
        params: { id },
        body: { value: statusId, confirmed },
        writes: [statusRecord(id)],
      });
      if (answer) cache.put(answer);
      return { kept: !answer };
    },
  });
}

export function useDeleteInspection(id: string) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog that asked shows a refusal (an assignment with issued reports stays), not the snackbar.
    mutationFn: () =>
      api.call(inspectionEndpoints.remove, { params: { id }, query: { hard: 'true' } }, { notify: false }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: inspectionKeys.detail(api.tenantId, id) });
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.searches(api.tenantId) });
      void queryClient.invalidateQueries({ queryKey: [...inspectionKeys.all(api.tenantId), 'links'] });
    },
  });
}

/** Adds (`add: true`) or removes a tag; the answer is the inspection's tags. */
export function useToggleTag(id: string) {
  const api = useTenantApi();
  const cache = useInspectionCache(id);
  return useMutation({
    mutationFn: ({ tag, add }: { tag: string; add: boolean }) =>
      api.call(add ? inspectionEndpoints.addTag : inspectionEndpoints.removeTag, {
        params: { id, tag },
      }),
    onSuccess: ({ tags }) => {
      cache.patch((inspection) => ({ ...inspection, tags }));
      void cache.queryClient.invalidateQueries({ queryKey: inspectionKeys.tags(api.tenantId) });
    },
  });
}

/** Sets one attribute (`value`) or removes it (`value` undefined). */
export function useSetAttribute(id: string) {
  const submit = useFieldChanges(id);
  const cache = useInspectionCache(id);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async ({
      name,
      value,
    }: {
      name: string;
      value?: Attributes[string];
    }): Promise<FieldChangeResult> => {
      const answer = await submit<Attributes>(
        value === undefined
          ? {
              endpoint: INSPECTION_CHANGE.removeAttribute,
              params: { id, name },
              writes: [attributeRecord(id, name)],
            }
          : {
              endpoint: INSPECTION_CHANGE.setAttribute,
              params: { id, name },
              body: { value },
              writes: [attributeRecord(id, name)],
            },
      );
      if (answer) cache.patch((inspection) => ({ ...inspection, attributes: answer }));
      return { kept: !answer };
    },
  });
}

export function useSaveContact(id: string) {
  const api = useTenantApi();
  const cache = useInspectionCache(id);
  return useMutation({
    mutationFn: (item: InspectionContactInput) =>
      api.call(
        inspectionEndpoints.putContacts,
        { params: { id }, body: { items: [item] } },
        // The dialog shows refusals on its fields.
        { notify: false },
      ),
    onSuccess: ({ items }, item) => {
      cache.patch((inspection) => ({ ...inspection, contacts: items }));
      void cache.queryClient.invalidateQueries({
        queryKey: inspectionKeys.notes(api.tenantId, item.roleId ?? null),
      });
    },
  });
}

export function useRemoveContact(id: string) {
  const api = useTenantApi();
  const cache = useInspectionCache(id);
  return useMutation({
    mutationFn: (contactId: string) =>
      api.call(inspectionEndpoints.removeContact, { params: { id, contactId } }),
    onSuccess: (_result, contactId) =>
      cache.patch((inspection) => ({
        ...inspection,
        contacts: inspection.contacts.filter((entry) => entry.contact.id !== contactId),
      })),
  });
}

/** Links and unlinks inspections; both sides' cached views are refreshed. */
export function useRelateInspections(id: string) {
  const api = useTenantApi();
  const cache = useInspectionCache(id);
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.call(inspectionEndpoints.relate, {
        params: { id },
        body: { ids, kind: 'related' },
      }),
    onSuccess: ({ items }) => {
      cache.queryClient.setQueryData(inspectionKeys.links(api.tenantId, id), items);
      void cache.queryClient.invalidateQueries({ queryKey: inspectionKeys.all(api.tenantId) });
    },
  });
}

export function useUnrelateInspection(id: string) {
  const api = useTenantApi();
  const cache = useInspectionCache(id);
  return useMutation({
    mutationFn: (relatedId: string) => api.call(inspectionEndpoints.unrelate, { params: { id, relatedId } }),
    onSuccess: (_result, relatedId) => {
      cache.queryClient.setQueryData<InspectionLink[]>(inspectionKeys.links(api.tenantId, id), (links) =>
        links?.filter((link) => link.id !== relatedId),
      );
      void cache.queryClient.invalidateQueries({ queryKey: inspectionKeys.all(api.tenantId) });
    },
  });
}

// Projects, as an assignment sees them --------------------------------------------------------

/** `POST /projects/search`: the firm's projects whose name, number or customer match (the picker). */
export const useProjectMatches = (text: string, enabled: boolean) =>
  useTenantQuery({
    enabled,
    key: (tenantId) => inspectionKeys.projectMatches(tenantId, text),
    endpoint: projectEndpoints.search,
    request: {
      body: { text: text || undefined, pageSize: 10 } satisfies z.input<typeof projectSearchSchema>,
    },
    pick: (response) => response.items,
    placeholderData: keepPreviousData,
  });

/** `GET /vb/admin/projects/{id}`: a project with its estates, when there is one to read. */
export const useProjectOf = (projectId: string | null) =>
  useTenantQuery({
    enabled: projectId !== null,
    key: (tenantId) => inspectionKeys.project(tenantId, projectId ?? ''),
    endpoint: projectEndpoints.get,
    request: { params: { id: projectId ?? '' } },
    retry: false,
  });

/** `POST /projects/{id}/inspections`: a new assignment in a project, in one of its estates or none. */
export const useCreateProjectInspection = (projectId: string) =>
  useTenantMutation({
    endpoint: inspectionEndpoints.createInProject,
    request: (body: ProjectInspectionCreate) => ({
      params: { id: projectId },
      body,
    }),
    // The form shows the refusal on its fields.
    notify: false,
    onSuccess: (inspection, _body, { tenantId, queryClient }) => {
      queryClient.setQueryData(inspectionKeys.detail(tenantId, inspection.id), inspection);
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.searches(tenantId) });
    },
  });

/** `PUT /projects/{id}/inspections/{inspection}`: moves the inspection into a project (and estate). */
export function useMoveToProject(id: string) {
  const api = useTenantApi();
  const cache = useInspectionCache(id);
  return useMutation({
    mutationFn: ({ projectId, estateId }: { projectId: string; estateId: string | null }) =>
      api.call(
        inspectionEndpoints.placeInProject,
        { params: { id: projectId, inspection: id }, body: { estateId } },
        // The dialog shows the refusal.
        { notify: false },
      ),
    onSuccess: cache.put,
  });
}

/** `DELETE /projects/{id}/inspections/{inspection}`: the inspection leaves its project. */
export function useTakeOutOfProject(id: string) {
  const api = useTenantApi();
  const cache = useInspectionCache(id);
  return useMutation({
    mutationFn: (projectId: string) =>
      api.call(inspectionEndpoints.takeOutOfProject, {
        params: { id: projectId, inspection: id },
      }),
    onSuccess: () => cache.patch((inspection) => ({ ...inspection, projectId: null, estateId: null })),
  });
}

/** `POST /inspections`: the same change to every selected inspection, all or none; the lists reload. */
/** `POST /inspections` (bulk update); its refusals, the question of a 409 among them, are the caller's to show. */
export const useBulkUpdateInspections = () =>
  useTenantMutation({
    endpoint: inspectionEndpoints.bulkUpdate,
    request: (body: InspectionBulkUpdate) => ({ body }),
    notify: false,
    onSuccess: (_result, body, { tenantId, queryClient }) => {
      for (const id of body.ids) queryClient.removeQueries({ queryKey: inspectionKeys.detail(tenantId, id) });
      return queryClient.invalidateQueries({ queryKey: inspectionKeys.searches(tenantId) });
    },
  });
