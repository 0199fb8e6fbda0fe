import type { ContactFile } from '@syna/contracts/contacts';
import type { ListResponse } from '@syna/contracts/list';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { newFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import {
  removeFilesAfterCommit,
  withFilesRemovedOnFailure,
} from '../../platform/storage/transactional-files.ts';
import { requireContact } from './contact.service.ts';
import {
  deleteContactFiles,
  findContactFile,
  insertContactFile,
  listContactFiles,
} from './contact-file.repo.ts';
import { contactFileType } from '../content/file-type.ts';

const FILE_NOT_FOUND = 'Filen finns inte';

export async function getContactFiles(
  context: RequestContext,
  contactId: string,
): Promise<ListResponse<ContactFile>> {
  await requireContact(context, contactId);
  const items = await listContactFiles(context.tx, contactId);
  return { items, total: items.length };
}

/**
 * Stores an uploaded file on a contact under a generated key, once its content proved to be an
 * accepted type. If the row cannot be written, the stored file is removed again.
 */
export async function addContactFile(
  context: RequestContext,
  storage: FileStorage,
  contactId: string,
  upload: UploadedFile,
): Promise<ContactFile> {
  await requireContact(context, contactId);
  const contentType = await contactFileType(upload.bytes, upload.filename);
  return withFilesRemovedOnFailure(storage, context.log, async (put) => {
    const storageKey = newFileKey(context.tenant.id);
    await put(storageKey, upload.bytes, contentType);
    return insertContactFile(context.tx, context.tenant.id, {
      contactId,
      filename: upload.filename,
      contentType,
      size: upload.bytes.length,
      storageKey,
      createdBy: context.user.id,
    });
  });
}

/** A file of a contact, to download under its original name. */
export async function openContactFile(
  context: RequestContext,
  storage: FileStorage,
  contactId: string,
  fileId: string,
): Promise<FileDownload> {
  const file = await findContactFile(context.tx, contactId, fileId);
  const bytes = file ? await storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound(FILE_NOT_FOUND);
  return { body: bytes, contentType: file.contentType, filename: file.filename, size: file.size };
}

/** Deletes a file's row; its stored bytes go once that has committed. */
export async function removeContactFile(
  context: RequestContext,
  storage: FileStorage,
  contactId: string,
  fileId: string,
): Promise<void> {
  const keys = await deleteContactFiles(context.tx, contactId, fileId);
  if (keys.length === 0) throw notFound(FILE_NOT_FOUND);
  removeFilesAfterCommit(context, storage, keys);
}
