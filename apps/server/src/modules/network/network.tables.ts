import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvitationStatus } from '@syna/contracts/invitations';
import type { NetworkKind } from '@syna/contracts/network';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';

/** The partner network of a firm (migration 0027): its invitations, partners and shares. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const networkInvitations = pgTable(
  'network_invitations',
  {
    ...tenantRecordColumns(),
    kind: text('kind').$type<NetworkKind>().notNull(),
    /** Trimmed and in lower case, as `normalizeEmail` leaves it. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by'),
    invitedByName: text('invited_by_name').notNull(),
    status: text('status').$type<InvitationStatus>().notNull().default('created'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  tenantKey,
);

export const networkPartners = pgTable(
  'network_partners',
  {
    ...tenantRecordColumns(),
    kind: text('kind').$type<NetworkKind>().notNull(),
    userId: uuid('user_id'),
    orgId: text('org_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    note: text('note'),
    invitationId: uuid('invitation_id').notNull(),
    createdAt: createdAt(),
  },
  tenantKey,
);

export const networkShares = pgTable(
  'network_shares',
  {
    ...tenantRecordColumns(),
    partnerId: uuid('partner_id').notNull(),
    orderId: uuid('order_id'),
    inspectionId: uuid('inspection_id'),
    mayEdit: boolean('may_edit').notNull().default(false),
    sharedBy: uuid('shared_by'),
    sharedByName: text('shared_by_name').notNull(),
    createdAt: createdAt(),
  },
  tenantKey,
);
