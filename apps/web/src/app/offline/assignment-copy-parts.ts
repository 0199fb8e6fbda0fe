import type { AssignmentCopySource } from '@/lib/offline/offline-copy-source';
import { fetchInspectionForOffline, inspectionOfflineKeys } from '@/features/inspections/offline-copy';
import { fetchRemarksForOffline, remarksOfflineKeys } from '@/features/remarks/offline-copy';

/** An assignment's offline copy from its two features' parts; loaded when a copy is first used. */
export const assignmentCopyParts: AssignmentCopySource = {
  async fetch(context, id) {
    const [, photos] = await Promise.all([
      fetchInspectionForOffline(context, id),
      fetchRemarksForOffline(context, id),
    ]);
    return photos;
  },
  ownQueryKeys: async (tenantId, id) => [
    ...inspectionOfflineKeys(tenantId, id),
    ...remarksOfflineKeys(tenantId, id),
  ],
};
