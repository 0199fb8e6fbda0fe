import type { ContactFile } from '@syna/contracts/contacts';
import type { ListResponse } from '@syna/contracts/list';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { addAttachedFile, getAttachedFiles, openAttachedFile, removeAttachedFile } from '../content/index.ts';
import type { FileShelf } from '../../platform/db/attached-files-table.ts';
import { requireContact } from './contact.service.ts';
import { contactFiles } from './contacts.tables.ts';

/** Where a contact's files are kept. */
const filesOfContact = (contactId: string): FileShelf => ({ table: contactFiles, ownerId: contactId });

export async function getContactFiles(
  context: RequestContext,
  contactId: string,
): Promise<ListResponse<ContactFile>> {
  await requireContact(context, contactId);
  return getAttachedFiles(context, filesOfContact(contactId));
}

export async function addContactFile(
  context: RequestContext,
  storage: FileStorage,
  contactId: string,
  upload: UploadedFile,
): Promise<ContactFile> {
  await requireContact(context, contactId);
  return addAttachedFile(context, storage, filesOfContact(contactId), upload);
}

export const openContactFile = (
  context: RequestContext,
  storage: FileStorage,
  contactId: string,
  fileId: string,
): Promise<FileDownload> => openAttachedFile(context, storage, filesOfContact(contactId), fileId);

export const removeContactFile = (
  context: RequestContext,
  storage: FileStorage,
  contactId: string,
  fileId: string,
): Promise<void> => removeAttachedFile(context, storage, filesOfContact(contactId), fileId);
