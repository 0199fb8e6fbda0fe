import type { Remark } from '@syna/contracts/remarks';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { recordingsOfRemarks, removeRecordingFilesOf } from '../speech/index.ts';
import { remarkIdsOfInspection, type RemarkRow } from './remark.repo.ts';
import { withImages } from './remark-image.repo.ts';

// A remark's photos are this module's; its dictated recordings are the speech module's, which
// keeps their rows and files and is asked for them here.

/** Remark rows as the API answers them: with their photos and their recordings. */
export async function withPhotosAndRecordings(
  context: Pick<RequestContext, 'tx' | 'tenant' | 'language'>,
  rows: readonly RemarkRow[],
): Promise<Remark[]> {
  const recordings = await recordingsOfRemarks(
    context,
    rows.map((row) => row.id),
  );
  return withImages(context.tx, context.tenant.id, rows, recordings);
}

/**
 * Removes the audio of the recordings of an inspection's remarks once its delete has committed
 * (their rows go with the remarks); asked before the delete.
 */
export async function removeRecordingsOfInspection(
  context: RequestContext,
  storage: FileStorage,
  inspectionId: string,
): Promise<void> {
  await removeRecordingFilesOf(context, storage, await remarkIdsOfInspection(context.tx, inspectionId));
}
