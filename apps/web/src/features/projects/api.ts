import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EstateBulkUpdate,
  EstateCreate,
  EstateUpdate,
  ProjectCreate,
  ProjectDetail,
  projectSearchSchema,
  ProjectState,
  ProjectUpdate,
} from '@syna/contracts/projects';
import type { z } from 'zod';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { projectTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantId } from '@/lib/session/use-tenant-id';

/** A search as sent: paging and filters may be left out (the schema fills them in). */
export type ProjectSearchInput = z.input<typeof projectSearchSchema>;

export const projectKeys = {
  all: (tenantId: string) => ['projects', tenantId] as const,
  search: (tenantId: string, search: ProjectSearchInput) =>
    [...projectKeys.all(tenantId), 'search', search] as const,
  detail: (tenantId: string, id: string) => [...projectKeys.all(tenantId), 'detail', id] as const,
  inspections: (tenantId: string, id: string) => [...projectKeys.all(tenantId), 'inspections', id] as const,
  types: (tenantId: string) => [...projectKeys.all(tenantId), 'types'] as const,
  inspectors: (tenantId: string) => [...projectKeys.all(tenantId), 'inspectors'] as const,
};

/** `GET /vb/admin/projects/{id}`: the project with its estates; a missing one is the page's to show. */
export function useProject(id: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: projectKeys.detail(tenantId, id),
    queryFn: ({ signal }) =>
      callEndpoint(projectEndpoints.get, { params: { tenant: tenantId, id } }, { signal, notify: false }),
    retry: false,
  });
}

/** `GET /projects/{id}/inspections`: every inspection of the project, each with its estate. */
export function useProjectInspections(id: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: projectKeys.inspections(tenantId, id),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          inspectionEndpoints.ofProject,
          { params: { tenant: tenantId, id } },
          { signal, notify: false },
        )
      ).items,
    retry: false,
  });
}

/** `POST /projects/search`: one page of projects, newest first. */
export function useProjectSearch(search: ProjectSearchInput) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: projectKeys.search(tenantId, search),
    queryFn: ({ signal }) =>
      callEndpoint(
        projectEndpoints.search,
        { params: { tenant: tenantId }, body: search },
        { signal, notify: false },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The project types offered for a project (archived ones are not offered). */
export function useProjectTypes() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: projectKeys.types(tenantId),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          projectTypeEndpoints.list,
          { params: { tenant: tenantId }, query: {} },
          { signal, notify: false },
        )
      ).items,
    staleTime: 60_000,
  });
}

/** The organisation's inspectors, from what the inspection form offers (`GET /vb/admin/inspections`). */
export function useInspectors() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: projectKeys.inspectors(tenantId),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          inspectionEndpoints.formChoices,
          { params: { tenant: tenantId } },
          { signal, notify: false },
        )
      ).inspectors,
    staleTime: 60_000,
  });
}

function useProjectRefresh() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return (id?: string) =>
    queryClient.invalidateQueries({
      queryKey: id ? projectKeys.detail(tenantId, id) : projectKeys.all(tenantId),
    });
}

export function useCreateProject() {
  const tenantId = useTenantId();
  const refresh = useProjectRefresh();
  return useMutation({
    mutationFn: (body: ProjectCreate) =>
      // The form shows refusals on its fields.
      callEndpoint(projectEndpoints.create, { params: { tenant: tenantId }, body }, { notify: false }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateProject(id: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectUpdate) =>
      callEndpoint(projectEndpoints.update, { params: { tenant: tenantId, id }, body }, { notify: false }),
    onSuccess: (project) => {
      queryClient.setQueryData<ProjectDetail>(projectKeys.detail(tenantId, id), (detail) =>
        detail ? { ...detail, ...project } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: projectKeys.all(tenantId) });
    },
  });
}

/** `POST /projects/{id}?state=`: active, completed or archived. */
export function useSetProjectState(id: string) {
  const tenantId = useTenantId();
  const refresh = useProjectRefresh();
  return useMutation({
    mutationFn: (state: ProjectState) =>
      callEndpoint(projectEndpoints.setState, { params: { tenant: tenantId, id }, query: { state } }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteProject(id: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(projectEndpoints.remove, { params: { tenant: tenantId, id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(tenantId, id) });
      return queryClient.invalidateQueries({ queryKey: [...projectKeys.all(tenantId), 'search'] });
    },
  });
}

// Estates -----------------------------------------------------------------------------------

export function useCreateEstate(projectId: string) {
  const tenantId = useTenantId();
  const refresh = useProjectRefresh();
  return useMutation({
    mutationFn: (body: EstateCreate) =>
      // The form shows refusals on its fields.
      callEndpoint(
        projectEndpoints.addEstate,
        { params: { tenant: tenantId, id: projectId }, body },
        { notify: false },
      ),
    onSuccess: () => refresh(projectId),
  });
}

/** One estate through `PUT /projects/{id}/estates` (which changes several at once). */
export function useUpdateEstate(projectId: string) {
  const tenantId = useTenantId();
  const refresh = useProjectRefresh();
  return useMutation({
    mutationFn: (estate: EstateUpdate) =>
      callEndpoint(
        projectEndpoints.updateEstates,
        { params: { tenant: tenantId, id: projectId }, body: { items: [estate] } satisfies EstateBulkUpdate },
        { notify: false },
      ),
    onSuccess: () => refresh(projectId),
  });
}

export function useSetEstateState(projectId: string) {
  const tenantId = useTenantId();
  const refresh = useProjectRefresh();
  return useMutation({
    mutationFn: ({ estateId, state }: { estateId: string; state: ProjectState }) =>
      callEndpoint(projectEndpoints.setEstateState, {
        params: { tenant: tenantId, id: projectId, estate: estateId },
        query: { state },
      }),
    onSuccess: () => refresh(projectId),
  });
}

export function useDeleteEstate(projectId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estateId: string) =>
      callEndpoint(projectEndpoints.removeEstate, {
        params: { tenant: tenantId, id: projectId, estate: estateId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(tenantId, projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.inspections(tenantId, projectId) }),
      ]),
  });
}
