import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityProgress, ActivityRepeat } from '@syna/contracts/activities';

/** The activity table of migrations 0009 and 0012. */
export const activities = pgTable(
  'activities',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    stopTime: timestamp('stop_time', { withTimezone: true }).notNull(),
    name: text('name'),
    title: text('title').notNull(),
    notes: text('notes'),
    location: text('location'),
    uri: text('uri'),
    userId: uuid('user_id'),
    /** Who wrote the notes, the only one who reads and changes them. */
    authorId: uuid('author_id'),
    reminder: integer('reminder'),
    repeat: text('repeat').$type<ActivityRepeat>().notNull().default('none'),
    progress: integer('progress').$type<ActivityProgress>().notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    inspectionId: uuid('inspection_id'),
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
