import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import { useQueryClient } from '@tanstack/react-query';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { inspectionQuery } from './api';
import { inspectionKeys } from './query-keys';

/**
 * Fetches an assignment for its offline copy: its details with its contacts, and the choices its
 * forms offer, kept with the queries the PWA keeps (`meta.offline`).
 */
export function useKeepInspectionOffline() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.fetchQuery(inspectionQuery(api, id)),
      queryClient.fetchQuery({
        queryKey: inspectionKeys.metadata(api.tenantId),
        queryFn: ({ signal }) => api.call(inspectionEndpoints.formChoices, {}, { signal, notify: false }),
        meta: OFFLINE_QUERY_META,
      }),
    ]);
}
