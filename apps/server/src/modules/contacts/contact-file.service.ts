import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactFile } from '@syna/contracts/contacts';
import { notFound } from '../../platform/http/problem.ts';
import { newFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import { withFilesRemovedOnFailure } from '../../platform/storage/transactional-files.ts';
import { findContact } from './contact.repo.ts';
import { CONTACT_NOT_FOUND, type ContactScope } from './contact.service.ts';
import {
  deleteContactFiles,
  findContactFile,
  insertContactFile,
  listContactFiles,
  type ContactFileRow,
} from './contact-file.repo.ts';
import { contactFileType } from './contact-file-type.ts';
import type { FileUpload } from './contact-file-upload.ts';

/** Where files go, and where to report the ones that could not be removed again. */
export interface FileContext {
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const FILE_NOT_FOUND = 'Filen finns inte';

/** Fails with 404 unless the contact is one of the tenant's: checked before a body is read. */
export async function requireContact(scope: ContactScope, contactId: string): Promise<void> {
  if (!(await findContact(scope.tx, contactId))) throw notFound(CONTACT_NOT_FOUND);
}

export async function getContactFiles(scope: ContactScope, contactId: string): Promise<ContactFile[]> {
  await requireContact(scope, contactId);
  return listContactFiles(scope.tx, contactId);
}

/**
 * Stores an uploaded file on a contact under a generated key, once its content proved to be an
 * accepted type. If the row cannot be written, the stored file is removed again.
 */
export async function addContactFile(
  scope: ContactScope,
  files: FileContext,
  contactId: string,
  upload: FileUpload,
): Promise<ContactFile> {
  const contentType = await contactFileType(upload.bytes, upload.filename);
  return withFilesRemovedOnFailure(files.storage, files.log, async (put) => {
    const storageKey = newFileKey(scope.tenant.id);
    await put(storageKey, upload.bytes, contentType);
    return insertContactFile(scope.tx, scope.tenant.id, {
      contactId,
      filename: upload.filename,
      contentType,
      size: upload.bytes.length,
      storageKey,
      createdBy: scope.user.id,
    });
  });
}

/** A file's row and its bytes, for the download. */
export async function openContactFile(
  scope: ContactScope,
  storage: FileStorage,
  contactId: string,
  fileId: string,
): Promise<{ file: ContactFileRow; bytes: Readable }> {
  const file = await findContactFile(scope.tx, contactId, fileId);
  const bytes = file ? await storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound(FILE_NOT_FOUND);
  return { file, bytes };
}

/** Deletes a file's row; answers its storage key, to remove after commit. */
export async function removeContactFile(
  scope: ContactScope,
  contactId: string,
  fileId: string,
): Promise<string[]> {
  const keys = await deleteContactFiles(scope.tx, contactId, fileId);
  if (keys.length === 0) throw notFound(FILE_NOT_FOUND);
  return keys;
}
