import type { AttachedFile } from '@syna/contracts/attached-files';
import { wholeList, type ListResponse } from '@syna/contracts/list';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { newFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import {
  removeFilesAfterCommit,
  withFilesRemovedOnFailure,
} from '../../platform/storage/transactional-files.ts';
import { spooledStream } from '../../platform/storage/spooled-file.ts';
import {
  deleteAttachedFiles,
  findAttachedFile,
  findAttachedFileById,
  insertAttachedFile,
  listAttachedFiles,
  type AttachedFileRow,
} from './attached-file.repo.ts';
import type { AttachedFilesTable, FileShelf } from '../../platform/db/attached-files-table.ts';
import { attachedFileType } from './file-type.ts';
import type { MessageRef } from '@syna/contracts/messages';

/**
 * The one file store of records that keep files (contacts, assignments). The record's own
 * module first checks that the record is the firm's (404 otherwise), then calls these with its
 * table of files; a file of another record, or of another firm, is not found.
 */

const FILE_NOT_FOUND: MessageRef = { key: 'http.fileMissing' };

/** Who stores a file, in which firm's transaction: a request, or a job working for a member. */
export type FileWriterContext = Pick<RequestContext, 'tx' | 'log' | 'tenant' | 'user'>;

async function getAttachedFiles(
  context: RequestContext,
  { table, ownerId }: FileShelf,
): Promise<ListResponse<AttachedFile>> {
  return wholeList(await listAttachedFiles(context.tx, table, ownerId));
}

/**
 * Stores an uploaded file under a generated key once its content proved to be an accepted type,
 * with its SHA-256, its uploader and the time. If the row cannot be written, the stored file is
 * removed again.
 */
export async function addAttachedFile(
  context: FileWriterContext,
  storage: FileStorage,
  { table, ownerId }: FileShelf,
  upload: UploadedFile,
): Promise<AttachedFile> {
  const contentType = await attachedFileType(upload.head, upload.filename);
  return withFilesRemovedOnFailure(storage, context.log, async (put) => {
    const storageKey = newFileKey(context.tenant.id);
    await put(storageKey, spooledStream(upload), contentType);
    return insertAttachedFile(context.tx, table, context.tenant.id, {
      ownerId,
      filename: upload.filename,
      contentType,
      size: upload.size,
      storageKey,
      sha256: upload.sha256,
      createdBy: context.user.id,
    });
  });
}

/** A file of a record, to download under its original name. */
async function openAttachedFile(
  context: RequestContext,
  storage: FileStorage,
  { table, ownerId }: FileShelf,
  fileId: string,
): Promise<FileDownload> {
  const file = await findAttachedFile(context.tx, table, ownerId, fileId);
  const bytes = file ? await storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound(FILE_NOT_FOUND);
  return { body: bytes, contentType: file.contentType, filename: file.filename, size: file.size };
}

/** Deletes a file's row; its stored bytes go once that has committed. */
async function removeAttachedFile(
  context: RequestContext,
  storage: FileStorage,
  { table, ownerId }: FileShelf,
  fileId: string,
): Promise<void> {
  const keys = await deleteAttachedFiles(context.tx, table, ownerId, fileId);
  if (keys.length === 0) throw notFound(FILE_NOT_FOUND);
  removeFilesAfterCommit(context, storage, keys);
}

/** Deletes every file of a record that is being deleted; the stored bytes go after the commit. */
async function removeAllAttachedFiles(
  context: RequestContext,
  storage: FileStorage,
  { table, ownerId }: FileShelf,
): Promise<void> {
  removeFilesAfterCommit(context, storage, await deleteAttachedFiles(context.tx, table, ownerId));
}

/** The files of one kind of record, each call for one record of the firm. */
export interface RecordFiles {
  /** Where one record's files are kept (a job storing a report calls `addAttachedFile` with it). */
  shelfOf(ownerId: string): FileShelf;
  /** The record's files, oldest first; 404 when the record is not the firm's. */
  list(context: RequestContext, ownerId: string): Promise<ListResponse<AttachedFile>>;
  /** Stores an upload on the record; 404 when the record is not the firm's. */
  add(
    context: RequestContext,
    storage: FileStorage,
    ownerId: string,
    upload: UploadedFile,
  ): Promise<AttachedFile>;
  open(context: RequestContext, storage: FileStorage, ownerId: string, fileId: string): Promise<FileDownload>;
  remove(context: RequestContext, storage: FileStorage, ownerId: string, fileId: string): Promise<void>;
  /** Deletes every file of a record that is being deleted. */
  removeAll(context: RequestContext, storage: FileStorage, ownerId: string): Promise<void>;
  /** A file of any record of the kind, by its id alone (an e-mail's attachment), or null. */
  findById(context: Pick<RequestContext, 'tx'>, fileId: string): Promise<AttachedFileRow | null>;
}

/**
 * The file store of a kind of record that keeps files (contacts, assignments): its table of files,
 * and how its module finds a record of the firm (404 otherwise) before a file is listed or added.
 */
export function recordFiles(
  table: AttachedFilesTable,
  requireOwner: (context: RequestContext, ownerId: string) => Promise<unknown>,
): RecordFiles {
  const shelfOf = (ownerId: string): FileShelf => ({ table, ownerId });
  return {
    shelfOf,
    list: async (context, ownerId) => {
      await requireOwner(context, ownerId);
      return getAttachedFiles(context, shelfOf(ownerId));
    },
    add: async (context, storage, ownerId, upload) => {
      await requireOwner(context, ownerId);
      return addAttachedFile(context, storage, shelfOf(ownerId), upload);
    },
    open: (context, storage, ownerId, fileId) => openAttachedFile(context, storage, shelfOf(ownerId), fileId),
    remove: (context, storage, ownerId, fileId) =>
      removeAttachedFile(context, storage, shelfOf(ownerId), fileId),
    removeAll: (context, storage, ownerId) => removeAllAttachedFiles(context, storage, shelfOf(ownerId)),
    findById: (context, fileId) => findAttachedFileById(context.tx, table, fileId),
  };
}
