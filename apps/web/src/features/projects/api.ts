import { keepPreviousData } from '@tanstack/react-query';
import type { contactSearchSchema } from '@syna/contracts/contacts';
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
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { projectTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';

/** A search as sent: paging and filters may be left out (the schema fills them in). */
export type ProjectSearchInput = z.input<typeof projectSearchSchema>;
type ContactSearchInput = z.input<typeof contactSearchSchema>;

export const projectKeys = {
  all: (tenantId: string) => ['projects', tenantId] as const,
  search: (tenantId: string, search: ProjectSearchInput) =>
    [...projectKeys.all(tenantId), 'search', search] as const,
  detail: (tenantId: string, id: string) => [...projectKeys.all(tenantId), 'detail', id] as const,
  inspections: (tenantId: string, id: string) => [...projectKeys.all(tenantId), 'inspections', id] as const,
  types: (tenantId: string) => [...projectKeys.all(tenantId), 'types'] as const,
  inspectors: (tenantId: string) => [...projectKeys.all(tenantId), 'inspectors'] as const,
  customers: (tenantId: string, text: string) => [...projectKeys.all(tenantId), 'customers', text] as const,
};

/** `GET /vb/admin/projects/{id}`: the project with its estates; a missing one is the page's to show. */
export const useProject = (id: string) =>
  useTenantQuery({
    key: (tenantId) => projectKeys.detail(tenantId, id),
    endpoint: projectEndpoints.get,
    request: { params: { id } },
    retry: false,
  });

/**
 * `GET /projects/{id}/inspections`: every inspection of the project, each with its estate; read
 * again whenever the page opens, as inspections move in and out from their own view.
 */
export const useProjectInspections = (id: string) =>
  useTenantQuery({
    key: (tenantId) => projectKeys.inspections(tenantId, id),
    endpoint: inspectionEndpoints.ofProject,
    request: { params: { id } },
    pick: (response) => response.items,
    retry: false,
    staleTime: 0,
  });

/** `POST /projects/search`: one page of projects, newest first. */
export const useProjectSearch = (search: ProjectSearchInput) =>
  useTenantQuery({
    key: (tenantId) => projectKeys.search(tenantId, search),
    endpoint: projectEndpoints.search,
    request: { body: search },
    placeholderData: keepPreviousData,
  });

/** The project types offered for a project (archived ones are not offered). */
export const useProjectTypes = () =>
  useTenantQuery({
    key: projectKeys.types,
    endpoint: projectTypeEndpoints.list,
    request: { query: {} },
    pick: (response) => response.items,
    staleTime: 60_000,
  });

/** The organisation's inspectors, from what the inspection form offers (`GET /vb/admin/inspections`). */
export const useInspectors = () =>
  useTenantQuery({
    key: projectKeys.inspectors,
    endpoint: inspectionEndpoints.formChoices,
    request: {},
    pick: (response) => response.inspectors,
    staleTime: 60_000,
  });

/** Customers from the address book whose name, e-mail or number match (`POST /contact/search`). */
export const useCustomerSearch = (text: string, enabled: boolean) =>
  useTenantQuery({
    enabled,
    key: (tenantId) => projectKeys.customers(tenantId, text),
    endpoint: contactEndpoints.search,
    request: {
      body: { query: text || undefined, pageSize: 10 } satisfies ContactSearchInput,
    },
    pick: (response) => response.items,
    placeholderData: keepPreviousData,
  });

/** The project (or, without one, every project query) loads again. */
const refresh = ({ tenantId, queryClient }: TenantCache, id?: string) =>
  queryClient.invalidateQueries({
    queryKey: id ? projectKeys.detail(tenantId, id) : projectKeys.all(tenantId),
  });

export const useCreateProject = () =>
  useTenantMutation({
    endpoint: projectEndpoints.create,
    request: (body: ProjectCreate) => ({ body }),
    // The form shows refusals on its fields.
    notify: false,
    onSuccess: (_project, _body, cache) => refresh(cache),
  });

export const useUpdateProject = (id: string) =>
  useTenantMutation({
    endpoint: projectEndpoints.update,
    request: (body: ProjectUpdate) => ({ params: { id }, body }),
    notify: false,
    onSuccess: (project, _body, { tenantId, queryClient }) => {
      queryClient.setQueryData<ProjectDetail>(projectKeys.detail(tenantId, id), (detail) =>
        detail ? { ...detail, ...project } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: projectKeys.all(tenantId) });
    },
  });

/** `POST /projects/{id}?state=`: active, completed or archived. */
export const useSetProjectState = (id: string) =>
  useTenantMutation({
    endpoint: projectEndpoints.setState,
    request: (state: ProjectState) => ({ params: { id }, query: { state } }),
    onSuccess: (_project, _state, cache) => refresh(cache),
  });

export const useDeleteProject = (id: string) =>
  useTenantMutation({
    endpoint: projectEndpoints.remove,
    request: () => ({ params: { id } }),
    onSuccess: (_result, _none, { tenantId, queryClient }) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(tenantId, id) });
      return queryClient.invalidateQueries({ queryKey: [...projectKeys.all(tenantId), 'search'] });
    },
  });

// Estates -----------------------------------------------------------------------------------

export const useCreateEstate = (projectId: string) =>
  useTenantMutation({
    endpoint: projectEndpoints.addEstate,
    request: (body: EstateCreate) => ({ params: { id: projectId }, body }),
    // The form shows refusals on its fields.
    notify: false,
    onSuccess: (_estate, _body, cache) => refresh(cache, projectId),
  });

/** One estate through `PUT /projects/{id}/estates` (which changes several at once). */
export const useUpdateEstate = (projectId: string) =>
  useTenantMutation({
    endpoint: projectEndpoints.updateEstates,
    request: (estate: EstateUpdate) => ({
      params: { id: projectId },
      body: { items: [estate] } satisfies EstateBulkUpdate,
    }),
    notify: false,
    onSuccess: (_estates, _estate, cache) => refresh(cache, projectId),
  });

export const useSetEstateState = (projectId: string) =>
  useTenantMutation({
    endpoint: projectEndpoints.setEstateState,
    request: ({ estateId, state }: { estateId: string; state: ProjectState }) => ({
      params: { id: projectId, estate: estateId },
      query: { state },
    }),
    onSuccess: (_estate, _change, cache) => refresh(cache, projectId),
  });

export const useDeleteEstate = (projectId: string) =>
  useTenantMutation({
    endpoint: projectEndpoints.removeEstate,
    request: (estateId: string) => ({
      params: { id: projectId, estate: estateId },
    }),
    onSuccess: (_result, _estateId, { tenantId, queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(tenantId, projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.inspections(tenantId, projectId) }),
      ]),
  });

// Inspections -------------------------------------------------------------------------------

/** `DELETE /projects/{id}/inspections/{inspection}`: the inspection leaves the project, and stays. */
export const useTakeOutOfProject = (projectId: string) =>
  useTenantMutation({
    endpoint: inspectionEndpoints.takeOutOfProject,
    request: (inspectionId: string) => ({
      params: { id: projectId, inspection: inspectionId },
    }),
    onSuccess: (_result, _inspectionId, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.inspections(tenantId, projectId) }),
  });
