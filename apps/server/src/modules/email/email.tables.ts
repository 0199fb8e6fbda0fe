import { pgTable, text } from 'drizzle-orm/pg-core';
import { tenantKey, tenantRecordColumns, timestampColumns } from '../../platform/db/tenant-columns.ts';

/** The firm's e-mail templates (migration 0034); the outbox and attachments are in platform/mail. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    ...tenantRecordColumns(),
    name: text('name').notNull(),
    tag: text('tag'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ...timestampColumns(),
  },
  tenantKey,
);
