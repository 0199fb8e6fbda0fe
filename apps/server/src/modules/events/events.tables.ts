import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Event } from '@syna/contracts/events';

/** The events log (migration 0019): append-only, one row per change made through the API. */
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
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
