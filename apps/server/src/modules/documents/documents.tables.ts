import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReportNumberField } from '@syna/contracts/document-templates';

/** The firm's document templates (migrations 0036, 0042). */
export const documentTemplates = pgTable(
  'document_templates',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    filename: text('filename').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    unknownFields: text('unknown_fields').array().notNull().default([]),
    /** The numbers the template prints, which an export draws (migration 0042). */
    numberFields: text('number_fields').array().$type<ReportNumberField[]>().notNull().default([]),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
