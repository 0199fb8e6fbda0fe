import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AttachedFile } from '@syna/contracts/attached-files';
import type { Tx } from '../../platform/db/database.ts';
import { namedUser, userNameOf } from '../users/index.ts';
import type { AttachedFilesTable } from '../../platform/db/attached-files-table.ts';

export type AttachedFileRow = AttachedFilesTable['$inferSelect'];
export type NewAttachedFile = Omit<AttachedFilesTable['$inferInsert'], 'tenantId' | 'id' | 'createdAt'>;

const ofOwner = (table: AttachedFilesTable, ownerId: string) =>
  and(sql`${table.tenantId} = app_tenant()`, eq(table.ownerId, ownerId));

function toAttachedFile(file: AttachedFileRow, uploader: { id: string; name: string } | null): AttachedFile {
  return {
    id: file.id,
    filename: file.filename,
    size: file.size,
    contentType: file.contentType,
    created: file.createdAt.toISOString(),
    createdBy: uploader,
    sha256: file.sha256,
  };
}

/** The files of one record, oldest first, with their uploaders' names. */
export async function listAttachedFiles(
  tx: Tx,
  table: AttachedFilesTable,
  ownerId: string,
): Promise<AttachedFile[]> {
  const rows = await tx
    .select({ file: table, uploaderName: userNameOf(table.createdBy) })
    .from(table)
    .where(ofOwner(table, ownerId))
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map((row) => toAttachedFile(row.file, namedUser(row.file.createdBy, row.uploaderName)));
}

export async function findAttachedFile(
  tx: Tx,
  table: AttachedFilesTable,
  ownerId: string,
  fileId: string,
): Promise<AttachedFileRow | null> {
  const [row] = await tx
    .select()
    .from(table)
    .where(and(ofOwner(table, ownerId), eq(table.id, fileId)));
  return row ?? null;
}

export async function insertAttachedFile(
  tx: Tx,
  table: AttachedFilesTable,
  tenantId: string,
  file: NewAttachedFile,
): Promise<AttachedFile> {
  const [row] = await tx
    .insert(table)
    .values({ ...file, tenantId })
    .returning({ ...getTableColumns(table), uploaderName: userNameOf(table.createdBy) });
  const { uploaderName, ...stored } = row!;
  return toAttachedFile(stored, namedUser(stored.createdBy, uploaderName));
}

/** Deletes one file, or (without `fileId`) all of a record's; answers the storage keys removed. */
export async function deleteAttachedFiles(
  tx: Tx,
  table: AttachedFilesTable,
  ownerId: string,
  fileId?: string,
): Promise<string[]> {
  const rows = await tx
    .delete(table)
    .where(and(ofOwner(table, ownerId), fileId ? eq(table.id, fileId) : undefined))
    .returning({ storageKey: table.storageKey });
  return rows.map((row) => row.storageKey);
}

/** A file of any record of the table's kind in the tenant, by its id alone (a file attached to an e-mail). */
export async function findAttachedFileById(
  tx: Tx,
  table: AttachedFilesTable,
  fileId: string,
): Promise<AttachedFileRow | null> {
  const [row] = await tx
    .select()
    .from(table)
    .where(and(sql`${table.tenantId} = app_tenant()`, eq(table.id, fileId)));
  return row ?? null;
}
