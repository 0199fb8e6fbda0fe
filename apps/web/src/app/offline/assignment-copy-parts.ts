import type { AssignmentCopySource } from '@/lib/offline/offline-copy-source';
import {
  fetchInspectionForOffline,
  inspectionLookupKeys,
  inspectionOfflineKeys,
  keptInspectionType,
} from '@/features/inspections/offline-copy';
import {
  fetchRemarkLookupsForOffline,
  fetchRemarksForOffline,
  remarkLookupKeys,
  remarksOfflineKeys,
} from '@/features/remarks/offline-copy';

/** An assignment's offline copy from its two features' parts; loaded when a copy is first used. */
export const assignmentCopyParts: AssignmentCopySource = {
  async fetch(context, id) {
    const [inspection, photos] = await Promise.all([
      fetchInspectionForOffline(context, id),
      fetchRemarksForOffline(context, id),
    ]);
    await fetchRemarkLookupsForOffline(context, inspection.type?.id ?? null);
    return photos;
  },
  ownQueryKeys: async (tenantId, id) => [
    ...inspectionOfflineKeys(tenantId, id),
    ...remarksOfflineKeys(tenantId, id),
  ],
  lookupKeys: async ({ api, queryClient }, id) => [
    ...inspectionLookupKeys(api.tenantId),
    ...remarkLookupKeys(api.tenantId, keptInspectionType(queryClient, api.tenantId, id)),
  ],
};
