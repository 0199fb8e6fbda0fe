import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '@syna/contracts/address';
import type { ProjectAttributes, ProjectState } from '@syna/contracts/projects';

export const projects = pgTable(
  'projects',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    number: text('number'),
    name: text('name').notNull(),
    description: text('description'),
    typeId: uuid('type_id'),
    customerId: uuid('customer_id'),
    inspectorId: uuid('inspector_id'),
    address: jsonb('address').$type<Address>(),
    active: boolean('active').notNull().default(true),
    state: text('state').$type<ProjectState>().notNull().default('active'),
    attributes: jsonb('attributes').$type<ProjectAttributes>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name and number in lower case, trigram-indexed for the free-text search (migration 0023). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || coalesce(number, ''))`),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const estates = pgTable(
  'estates',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    projectId: uuid('project_id').notNull(),
    name: text('name').notNull(),
    designation: text('designation'),
    address: jsonb('address').$type<Address>(),
    state: text('state').$type<ProjectState>().notNull().default('active'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
