import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { conflict } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { checkDeferredKeysNow } from './inspection.repo.ts';
import { inspectionFileStore } from './inspection.service.ts';

/**
 * Deletes a file of the assignment, unless it is an issued report's: the firm answers for what it
 * delivered, so those stay (409). The database keeps that rule: the report versions' keys to
 * their files refuse the delete. They are deferred (to the commit), so they are checked at once
 * here, and the refusal is this request's 409 with the delete rolled back, not a failed commit.
 */
export async function removeInspectionFile(
  context: RequestContext,
  storage: FileStorage,
  inspectionId: string,
  fileId: string,
): Promise<void> {
  await inspectionFileStore.remove(context, storage, inspectionId, fileId);
  await checkDeferredKeysNow(context.tx).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? conflict({ key: 'documents.reportFileIssued' }) : error;
  });
}
