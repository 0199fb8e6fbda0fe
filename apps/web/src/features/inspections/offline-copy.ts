import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { Inspection } from '@syna/contracts/inspections';
import { objectEndpoints } from '@syna/contracts/endpoints/remarks';
import { recordFormKeys, recordFormsQuery, recordsWithFormsQuery } from '@/lib/forms/record-forms-api';
import type { CopyContext } from '@/lib/offline/offline-copy-source';
import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import { inspectionQuery } from './api';
import { inspectionKeys } from './query-keys';

/**
 * Fetches an assignment for its offline copy: its details with its contacts, the choices its
 * forms offer and its input forms with its objects', kept with the queries the PWA keeps
 * (`meta.offline`).
 */
export async function fetchInspectionForOffline(context: CopyContext, id: string) {
  const { api, queryClient } = context;
  const [inspection] = await Promise.all([
    queryClient.fetchQuery(inspectionQuery(api, id)),
    queryClient.fetchQuery({
      queryKey: inspectionKeys.metadata(api.tenantId),
      queryFn: ({ signal }) => api.call(inspectionEndpoints.formChoices, {}, { signal, notify: false }),
      meta: OFFLINE_QUERY_META,
    }),
    fetchInputForms(context, id),
  ]);
  return inspection;
}

/** The assignment's input forms and those of its objects that have any, with their values. */
async function fetchInputForms({ api, queryClient, offline }: CopyContext, id: string) {
  const [, withForms, { items: objects }] = await Promise.all([
    queryClient.fetchQuery(recordFormsQuery(api, offline.runner, { kind: 'inspection', id })),
    queryClient.fetchQuery(recordsWithFormsQuery(api, { kind: 'object', id })),
    api.call(objectEndpoints.list, { params: { id } }, { notify: false }),
  ]);
  const filled = objects.filter((object) => withForms.every || withForms.withValues.includes(object.id));
  await Promise.all(
    filled.map((object) =>
      queryClient.fetchQuery(
        recordFormsQuery(api, offline.runner, { kind: 'object', id, object: object.id }),
      ),
    ),
  );
}

/**
 * The assignment's own queries in its offline copy (the form choices are the firm's); its
 * objects' forms stay with the small rest the device keeps until the user signs out.
 */
export const inspectionOfflineKeys = (tenantId: string, id: string): QueryKey[] => [
  inspectionKeys.detail(tenantId, id),
  recordFormKeys.of(tenantId, { kind: 'inspection', id }),
  recordFormKeys.listOf(tenantId, { kind: 'object', id }),
];

/** The firm's lookups an assignment's offline copy keeps from this feature: its forms' choices. */
export const inspectionLookupKeys = (tenantId: string): QueryKey[] => [inspectionKeys.metadata(tenantId)];

/** The type of an assignment whose details are in the cache (an offline copy's), or null. */
export function keptInspectionType(queryClient: QueryClient, tenantId: string, id: string): string | null {
  return queryClient.getQueryData<Inspection>(inspectionKeys.detail(tenantId, id))?.type?.id ?? null;
}
