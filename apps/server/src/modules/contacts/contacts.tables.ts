import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { attachedFilesTable } from '../../platform/db/attached-files-table.ts';
import type { ContactAddresses, ContactType, SocialLink } from '@syna/contracts/contacts';

/**
 * The address book of migration 0003. `search_text` (generated, trigram-indexed, migration 0005)
 * is left out on purpose: nothing writes it and no response carries it; the search names it in SQL.
 */
export const contacts = pgTable(
  'contacts',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    type: text('type').$type<ContactType>().notNull(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    title: text('title'),
    sex: text('sex'),
    number: text('number'),
    description: text('description'),
    origin: text('origin'),
    addresses: jsonb('addresses').$type<Partial<ContactAddresses>>().notNull().default({}),
    web: text('web'),
    social: jsonb('social').$type<SocialLink[]>().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const contactRelations = pgTable(
  'contact_relations',
  {
    tenantId: text('tenant_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    relatedId: uuid('related_id').notNull(),
    kind: text('kind').notNull().default('related'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.contactId, table.relatedId] })],
);

export const favoriteContacts = pgTable(
  'favorite_contacts',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.userId, table.contactId] })],
);

/** Files on a contact (migration 0010), kept by the content module's file store. */
export const contactFiles = attachedFilesTable('contact_files', 'contact_id');
