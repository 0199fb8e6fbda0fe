import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Event, EventAction, EventFieldChange, EventRecordType } from '@syna/contracts/events';

/**
 * The events log (migrations 0019, 0064): append-only, one row per change made through the API,
 * with what it did to which record as people read it.
 */
export const events = pgTable(
  'events',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    method: text('method').$type<Event['method']>().notNull(),
    route: text('route').notNull(),
    target: text('target'),
    address: text('address'),
    requestId: text('request_id'),
    action: text('action').$type<EventAction>().notNull(),
    recordType: text('record_type').$type<EventRecordType>(),
    recordLabel: text('record_label'),
    changes: jsonb('changes').$type<EventFieldChange[]>(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
