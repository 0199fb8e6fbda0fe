import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Notification } from '@syna/contracts/notification';

export const notifications = pgTable(
  'notifications',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    icon: text('icon'),
    category: text('category').$type<Notification['category']>(),
    attachments: jsonb('attachments').$type<Notification['attachments']>().notNull().default([]),
    attributes: jsonb('attributes').$type<Notification['attributes']>().notNull().default({}),
    action: jsonb('action').$type<Notification['action']>(),
    timeout: integer('timeout'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
