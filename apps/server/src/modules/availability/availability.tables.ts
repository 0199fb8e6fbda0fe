import { date, pgTable, primaryKey, smallint, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';

/** The tables of migration 0069: a member's week of working hours and their absences. */

/** One weekday of a member's saved week; both times null on a day off. */
export const memberHours = pgTable(
  'member_hours',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.userId, table.weekday] })],
);

export const memberAbsences = pgTable(
  'member_absences',
  {
    ...tenantRecordColumns(),
    userId: uuid('user_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);
