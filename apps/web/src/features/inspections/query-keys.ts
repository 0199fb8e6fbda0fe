import type { InspectionSearchInput } from '@syna/contracts/inspections';

/** The inspections' query keys, each under the organisation's, so one firm never sees another's cache. */
export const inspectionKeys = {
  all: (tenantId: string) => ['inspections', tenantId] as const,
  searches: (tenantId: string) => [...inspectionKeys.all(tenantId), 'search'] as const,
  search: (tenantId: string, filter: InspectionSearchInput) =>
    [...inspectionKeys.searches(tenantId), filter] as const,
  day: (tenantId: string, date: string) => [...inspectionKeys.all(tenantId), 'day', date] as const,
  detail: (tenantId: string, id: string) => [...inspectionKeys.all(tenantId), 'detail', id] as const,
  links: (tenantId: string, id: string) => [...inspectionKeys.all(tenantId), 'links', id] as const,
  metadata: (tenantId: string) => [...inspectionKeys.all(tenantId), 'metadata'] as const,
  tags: (tenantId: string) => [...inspectionKeys.all(tenantId), 'tags'] as const,
  notes: (tenantId: string, roleId: string | null) =>
    [...inspectionKeys.all(tenantId), 'notes', roleId ?? ''] as const,
  projectMatches: (tenantId: string, text: string) =>
    [...inspectionKeys.all(tenantId), 'project-matches', text] as const,
  project: (tenantId: string, id: string) => [...inspectionKeys.all(tenantId), 'project', id] as const,
  blueprints: (tenantId: string) => [...inspectionKeys.all(tenantId), 'blueprints'] as const,
};
