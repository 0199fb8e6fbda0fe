import type { QueryKey } from '@tanstack/react-query';
import { REMARK_VALUE_FIELDS } from '@syna/contracts/remarks';
import type { CopyContext } from '@/lib/offline/offline-copy-source';
import {
  inspectionObjectsQuery,
  keptRemarkValuesQuery,
  keptSavedRemarksQuery,
  remarkGradesQuery,
  remarkKeys,
  templateRemarksQuery,
} from './api';

/**
 * Fetches an assignment's objects and remarks for its offline copy, and answers the URLs of its
 * photos: each one's thumbnail and the full image the inspector annotates.
 */
export async function fetchRemarksForOffline(
  { api, queryClient, offline }: CopyContext,
  inspectionId: string,
) {
  const objects = await queryClient.fetchQuery(inspectionObjectsQuery(api, offline.runner, inspectionId));
  return objects.flatMap((object) =>
    object.remarks.flatMap((remark) => remark.images.flatMap((image) => [image.thumbnailUrl, image.url])),
  );
}

/**
 * Fetches the firm's lookups the objects tab offers while writing remarks, for an offline copy:
 * the grades, the saved remarks, the values used before (heading, category, place) and the
 * template remarks of the assignment's type (`typeId`, none without one).
 */
export async function fetchRemarkLookupsForOffline({ api, queryClient }: CopyContext, typeId: string | null) {
  await Promise.all([
    queryClient.fetchQuery(remarkGradesQuery(api)),
    queryClient.fetchQuery(keptSavedRemarksQuery(api)),
    ...REMARK_VALUE_FIELDS.map((field) => queryClient.fetchQuery(keptRemarkValuesQuery(api, field))),
    ...(typeId ? [queryClient.fetchQuery(templateRemarksQuery(api, typeId))] : []),
  ]);
}

/** The assignment's own query in its offline copy. */
export const remarksOfflineKeys = (tenantId: string, inspectionId: string): QueryKey[] => [
  remarkKeys.objects(tenantId, inspectionId),
];

/** The firm's lookups an offline copy of an assignment of type `typeId` keeps (shared by all copies). */
export const remarkLookupKeys = (tenantId: string, typeId: string | null): QueryKey[] => [
  remarkKeys.grades(tenantId),
  remarkKeys.keptCommon(tenantId),
  ...REMARK_VALUE_FIELDS.map((field) => remarkKeys.keptValues(tenantId, field)),
  ...(typeId ? [remarkKeys.templates(tenantId, typeId)] : []),
];
