import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';

/** Resumable uploads under way: their creator, declared size and bytes received (migration 0082). */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    ...tenantRecordColumns(),
    userId: uuid('user_id').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  tenantKey,
);
