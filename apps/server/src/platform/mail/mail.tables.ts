import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailStatus } from '@syna/contracts/email-values';

/** Outgoing e-mail (migrations 0009, 0034 and 0071). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * queued: waiting for the sender; sent: accepted by the SMTP server; kept: no SMTP server is
     * configured, so the message stays in the outbox; failed: every delivery attempt failed, or
     * the message was kept back by the hourly limits (`last_error` says which); bounced: the
     * server refused it for good (a 5xx reply, in `last_error`).
     */
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The assignment, contact and order the message was written about, where it is recorded. */
    inspectionId: uuid('inspection_id'),
    contactId: uuid('contact_id'),
    orderId: uuid('order_id'),
    /** The member who sent it; null for the server's own mail. */
    sentBy: uuid('sent_by'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A message's attachments, copied in when it was written (migration 0034). */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    tenantId: text('tenant_id').notNull(),
    mailId: uuid('mail_id').notNull(),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.mailId, table.position] })],
);
