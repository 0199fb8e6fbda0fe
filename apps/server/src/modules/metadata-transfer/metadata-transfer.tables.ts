import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageRef } from '@syna/contracts/messages';
import type { MetadataGroup, MetadataItemState } from '@syna/contracts/metadata-transfer';

/** One item of a preview as kept: its state, and the values applying it writes (null when refused). */
export interface StoredImportItem {
  index: number;
  key: string;
  state: MetadataItemState;
  changes: string[];
  reason: MessageRef | null;
  value: unknown;
}

export interface StoredImportGroup {
  group: MetadataGroup;
  items: StoredImportItem[];
}

/** A file of the set-up read and classified, waiting to be applied once (migration 0060). */
export const metadataImports = pgTable(
  'metadata_imports',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    filename: text('filename').notNull(),
    fileVersion: integer('file_version').notNull(),
    exported: text('exported').notNull(),
    firm: text('firm').notNull(),
    groups: jsonb('groups').$type<StoredImportGroup[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
