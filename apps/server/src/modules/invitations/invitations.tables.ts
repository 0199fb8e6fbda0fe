import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvitationStatus } from '@syna/contracts/invitations';

/** Invitations to a firm by e-mail (migration 0025). */
export const invitations = pgTable(
  'invitations',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    /** Trimmed and in lower case, as `normalizeEmail` leaves it. */
    email: text('email').notNull(),
    roles: text('roles').array().notNull(),
    invitedBy: uuid('invited_by'),
    invitedByName: text('invited_by_name').notNull(),
    status: text('status').$type<InvitationStatus>().notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
