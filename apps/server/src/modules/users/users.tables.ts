import type { Language } from '@syna/contracts/constants';
import {
  bigint,
  boolean,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The issuer that assigned `sub` (its `iss`, or `embedded`); null for a row from before issuers
     * were recorded, until its first sign-in records it (migration 0030).
     */
    issuer: text('issuer'),
    /** Null once a link code moved this row's identity to another user's row (migration 0030). */
    sub: text('sub'),
    email: text('email'),
    /** Whether the issuer has verified `email` (the `email_verified` claim); invitations match only then. */
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    initials: text('initials'),
    picture: text('picture'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** The language the user chose, or null for the browser's (migration 0061). */
    language: text('language').$type<Language>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by each completed sign-in (migration 0024); the users' administration shows it. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Moves with every change of what the initial data shows of the user (migration 0014's triggers). */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [uniqueIndex('users_identity_idx').on(table.issuer, table.sub)],
);

export const userFeatures = pgTable(
  'user_features',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    value: text('value'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** The identities users had before a link moved them to another issuer, for audit (migration 0030). */
export const userIdentityLinks = pgTable('user_identity_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  previousIssuer: text('previous_issuer'),
  previousSubject: text('previous_subject').notNull(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  reason: text('reason').$type<IdentityLinkReason>().notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why a user's row moved to a new identity: the new issuer verified the same e-mail, or a code. */
export type IdentityLinkReason = 'verified-email' | 'link-code';
