import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SequenceTarget } from '@syna/contracts/sequences';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';

/** The firm's number sequences (migrations 0003 and 0032). */
export const numberSequences = pgTable(
  'number_sequences',
  {
    ...tenantRecordColumns(),
    /** What the sequence numbers, or null for a sequence of the firm's own. */
    target: text('target').$type<SequenceTarget>(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().default(''),
    nextValue: bigint('next_value', { mode: 'number' }).notNull().default(1),
    padding: integer('padding').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);
