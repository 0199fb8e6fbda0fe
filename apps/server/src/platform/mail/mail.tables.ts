import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Outgoing e-mail (migration 0009). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/**
 * queued: waiting for the sender; sent: accepted by the SMTP server; kept: no SMTP server is
 * configured, so the message stays in the outbox; failed: every delivery attempt failed, or the
 * message was kept back by the hourly limits (`last_error` says which).
 */
export type MailStatus = 'queued' | 'sent' | 'kept' | 'failed';
