import type { QueryKey } from '@tanstack/react-query';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { CopyContext } from '@/lib/offline/offline-copy-source';
import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import { inspectionKeys } from './api';

/**
 * Fetches an assignment for its offline copy: its details with its contacts, and the choices its
 * forms offer, kept with the queries the PWA keeps (`meta.offline`).
 */
export function fetchInspectionForOffline({ api, queryClient }: CopyContext, id: string) {
  return Promise.all([
    queryClient.fetchQuery({
      queryKey: inspectionKeys.detail(api.tenantId, id),
      queryFn: ({ signal }) =>
        api.call(inspectionEndpoints.get, { params: { id } }, { signal, notify: false }),
      meta: OFFLINE_QUERY_META,
    }),
    queryClient.fetchQuery({
      queryKey: inspectionKeys.metadata(api.tenantId),
      queryFn: ({ signal }) => api.call(inspectionEndpoints.formChoices, {}, { signal, notify: false }),
      meta: OFFLINE_QUERY_META,
    }),
  ]);
}

/** The assignment's own query in its offline copy (the form choices are every assignment's). */
export const inspectionOfflineKeys = (tenantId: string, id: string): QueryKey[] => [
  inspectionKeys.detail(tenantId, id),
];
