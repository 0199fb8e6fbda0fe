import type { AttachedFile } from '@syna/contracts/attached-files';
import type { ListResponse } from '@syna/contracts/list';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { conflict } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { addAttachedFile, getAttachedFiles, openAttachedFile, removeAttachedFile } from '../content/index.ts';
import { checkDeferredKeysNow } from './inspection.repo.ts';
import { requireInspection } from './inspection.service.ts';
import { filesOfInspection } from './inspections.tables.ts';

/**
 * The assignment's files: reports are stored here, e-mails attach files from here. Kept by the
 * content module's file store, as a contact's files are.
 */

export async function getInspectionFiles(
  context: RequestContext,
  inspectionId: string,
): Promise<ListResponse<AttachedFile>> {
  await requireInspection(context, inspectionId);
  return getAttachedFiles(context, filesOfInspection(inspectionId));
}

export async function addInspectionFile(
  context: RequestContext,
  storage: FileStorage,
  inspectionId: string,
  upload: UploadedFile,
): Promise<AttachedFile> {
  await requireInspection(context, inspectionId);
  return addAttachedFile(context, storage, filesOfInspection(inspectionId), upload);
}

export const openInspectionFile = (
  context: RequestContext,
  storage: FileStorage,
  inspectionId: string,
  fileId: string,
): Promise<FileDownload> => openAttachedFile(context, storage, filesOfInspection(inspectionId), fileId);

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
  await removeAttachedFile(context, storage, filesOfInspection(inspectionId), fileId);
  await checkDeferredKeysNow(context.tx).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? conflict({ key: 'documents.reportFileIssued' }) : error;
  });
}
