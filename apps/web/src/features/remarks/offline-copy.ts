import type { QueryKey } from '@tanstack/react-query';
import type { CopyContext } from '@/lib/offline/offline-copy-source';
import { inspectionObjectsQuery, remarkGradesQuery, remarkKeys } from './api';

/**
 * Fetches an assignment's objects and remarks (and the firm's grades) for its offline copy, and
 * answers the URLs of its photos: each one's thumbnail and the full image the inspector annotates.
 */
export async function fetchRemarksForOffline(
  { api, queryClient, offline }: CopyContext,
  inspectionId: string,
) {
  const [objects] = await Promise.all([
    queryClient.fetchQuery(inspectionObjectsQuery(api, offline.runner, inspectionId)),
    queryClient.fetchQuery(remarkGradesQuery(api)),
  ]);
  return objects.flatMap((object) =>
    object.remarks.flatMap((remark) => remark.images.flatMap((image) => [image.thumbnailUrl, image.url])),
  );
}

/** The assignment's own query in its offline copy (the grades are every assignment's). */
export const remarksOfflineKeys = (tenantId: string, inspectionId: string): QueryKey[] => [
  remarkKeys.objects(tenantId, inspectionId),
];
