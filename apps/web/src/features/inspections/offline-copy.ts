import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import { useQueryClient } from '@tanstack/react-query';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { objectEndpoints } from '@syna/contracts/endpoints/remarks';
import { recordFormsQuery, recordsWithFormsQuery } from '@/lib/forms/record-forms-api';
import { useOffline } from '@/lib/offline/offline-holder';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { inspectionQuery } from './api';
import { inspectionKeys } from './query-keys';

/**
 * Fetches an assignment for its offline copy: its details with its contacts, the choices its
 * forms offer and its input forms with its objects', kept with the queries the PWA keeps
 * (`meta.offline`).
 */
export function useKeepInspectionOffline() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  const runner = useOffline()?.runner;
  return (id: string) =>
    Promise.all([
      queryClient.fetchQuery(inspectionQuery(api, id)),
      queryClient.fetchQuery({
        queryKey: inspectionKeys.metadata(api.tenantId),
        queryFn: ({ signal }) => api.call(inspectionEndpoints.formChoices, {}, { signal, notify: false }),
        meta: OFFLINE_QUERY_META,
      }),
      keepInputForms(id),
    ]);

  /** The assignment's input forms and those of its objects that have any, with their values. */
  async function keepInputForms(id: string) {
    const record = { kind: 'inspection', id } as const;
    const [, withForms, { items: objects }] = await Promise.all([
      queryClient.fetchQuery(recordFormsQuery(api, runner, record)),
      queryClient.fetchQuery(recordsWithFormsQuery(api, { kind: 'object', id })),
      api.call(objectEndpoints.list, { params: { id } }, { notify: false }),
    ]);
    const filled = objects.filter((object) => withForms.every || withForms.withValues.includes(object.id));
    await Promise.all(
      filled.map((object) =>
        queryClient.fetchQuery(recordFormsQuery(api, runner, { kind: 'object', id, object: object.id })),
      ),
    );
  }
}
