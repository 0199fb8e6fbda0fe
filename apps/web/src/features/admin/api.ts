import { useTenantApi, useTenantMutation } from '@/lib/http/endpoint-hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import type { EventListQueryInput } from '@syna/contracts/events';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { billingEndpoints } from '@syna/contracts/endpoints/billing';
import { sessionKeys } from '@/lib/session/session-queries';

export const adminKeys = {
  features: (tenantId: string) => ['admin', tenantId, 'features'] as const,
  catalog: (tenantId: string) => ['admin', tenantId, 'feature-catalog'] as const,
  events: (tenantId: string, filters?: EventFilters) => ['admin', tenantId, 'events', filters] as const,
  eventActors: (tenantId: string) => ['admin', tenantId, 'event-actors'] as const,
};

/** `GET /{tenant}/v1/billing/catalog`: each feature's name and description in both languages. */
export function useFeatureCatalog() {
  const api = useTenantApi();
  return useQuery({
    queryKey: adminKeys.catalog(api.tenantId),
    queryFn: async ({ signal }) => (await api.call(billingEndpoints.catalog, {}, { signal })).items,
    staleTime: Infinity,
  });
}

/** `GET /{tenant}/v1/vb/admin/features`: every feature and whether the organisation has it on. */
export function useTenantFeatures() {
  const api = useTenantApi();
  return useQuery({
    queryKey: adminKeys.features(api.tenantId),
    queryFn: async ({ signal }) => (await api.call(tenantEndpoints.features, {}, { signal })).items,
  });
}

/**
 * `PUT /{tenant}/v1/vb/admin/features/{id}`: switches a feature on or off. The list and the
 * initial data (the menu, the route guards) are read again, so the menu follows at once.
 */
export const useSwitchFeature = () =>
  useTenantMutation({
    endpoint: tenantEndpoints.switchFeature,
    request: ({ id, enabled }: { id: string; enabled: boolean }) => ({
      params: { id },
      body: { enabled },
    }),
    notify: false,
    onSuccess: (_feature, _switch, { tenantId, queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.features(tenantId) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.initialData(tenantId) }),
      ]),
  });

/** What the events log is narrowed to: a person, a kind of record, a span of dates. */
export type EventFilters = Pick<EventListQueryInput, 'actor' | 'recordType' | 'from' | 'to'>;

/**
 * `GET /{tenant}/v1/vb/admin/events`: the events log of those the filters keep, newest first, the
 * next page by cursor.
 */
export function useEventsLog(filters: EventFilters) {
  const api = useTenantApi();
  return useInfiniteQuery({
    queryKey: adminKeys.events(api.tenantId, filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        eventEndpoints.list,
        { query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `GET /{tenant}/v1/vb/admin/events/actors`: everyone the log names, for its person filter. */
export function useEventActors() {
  const api = useTenantApi();
  return useQuery({
    queryKey: adminKeys.eventActors(api.tenantId),
    queryFn: async ({ signal }) => (await api.call(eventEndpoints.actors, {}, { signal })).items,
  });
}
