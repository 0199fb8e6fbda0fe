import type { AssignmentCopySource } from '@/lib/offline/offline-copy-source';

const parts = async () => (await import('./assignment-copy-parts')).assignmentCopyParts;

/**
 * An assignment's offline copy, as the assignment's field-work panel and the dashboard's day list
 * keep it: the inspections feature's details and form choices, the remarks feature's objects,
 * remarks, photos and the lookups its dialogs offer (grades, saved and template remarks, values). Its code loads when first used, so the dashboard's first load does
 * not carry the remarks feature.
 */
export const assignmentCopy: AssignmentCopySource = {
  fetch: async (context, id) => (await parts()).fetch(context, id),
  ownQueryKeys: async (tenantId, id) => (await parts()).ownQueryKeys(tenantId, id),
  lookupKeys: async (context, id) => (await parts()).lookupKeys(context, id),
};
