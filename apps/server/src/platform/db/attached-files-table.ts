import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantKey, tenantRecordColumns } from './tenant-columns.ts';

/**
 * A table of files kept on records of one kind: `contact_files` (migration 0010) and
 * `inspection_files` (0033) have the same columns but for the record's, `ownerColumn`. Typed
 * alike, so that one repository serves both; the bytes live in the file storage under `storage_key`.
 */
export const attachedFilesTable = (name: string, ownerColumn: string) =>
  pgTable(
    name,
    {
      ...tenantRecordColumns(),
      ownerId: uuid(ownerColumn).notNull(),
      filename: text('filename').notNull(),
      contentType: text('content_type').notNull(),
      size: bigint('size', { mode: 'number' }).notNull(),
      storageKey: text('storage_key').notNull(),
      /** SHA-256 of the content in hex; null only for contacts' files stored before 0033. */
      sha256: text('sha256'),
      createdBy: uuid('created_by'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    tenantKey,
  );
export type AttachedFilesTable = ReturnType<typeof attachedFilesTable>;

/** Where a record's files are: its kind's table and the record's id. */
export interface FileShelf {
  table: AttachedFilesTable;
  ownerId: string;
}
