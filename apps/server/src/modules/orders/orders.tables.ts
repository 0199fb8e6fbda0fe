import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';
import type { Language } from '@syna/contracts/constants';
import type { OrderObject, OrderParty, OrderSource, OrderStatus } from '@syna/contracts/orders';

/**
 * The tables of migrations 0008 and 0016. `orders.search_text` (generated, trigram-indexed) is left out on
 * purpose: nothing writes it and no response carries it; the search names it in SQL.
 */

/** Order types share the lookup columns (name, sort_order, archived), so the lookup rules serve them. */
export const orderTypes = pgTable(
  'order_types',
  {
    ...tenantRecordColumns(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description'),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);

export const orders = pgTable(
  'orders',
  {
    ...tenantRecordColumns(),
    number: text('number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    source: text('source').$type<OrderSource>().notNull(),
    orderTypeId: uuid('order_type_id'),
    preferredDate: date('preferred_date').notNull(),
    preferredTime: time('preferred_time'),
    customer: jsonb('customer').$type<OrderParty>().notNull(),
    owner1: jsonb('owner1').$type<OrderParty | null>(),
    owner2: jsonb('owner2').$type<OrderParty | null>(),
    broker: jsonb('broker').$type<OrderParty | null>(),
    object: jsonb('object').$type<OrderObject>().notNull(),
    estateLocation: text('estate_location'),
    estateNumber: text('estate_number'),
    message: text('message'),
    /** The language of the page the order came from, which the customer's mails speak (migration 0071). */
    language: text('language').$type<Language>().notNull().default('sv'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    inspectionId: uuid('inspection_id'),
    /** The inspector a booking from the public calendar was given (migration 0069). */
    inspectorId: uuid('inspector_id'),
  },
  tenantKey,
);

export const orderShares = pgTable(
  'order_shares',
  {
    ...tenantRecordColumns(),
    orderId: uuid('order_id').notNull(),
    /** The recipient's name as it was when shared. */
    partner: text('partner').notNull(),
    contactId: uuid('contact_id'),
    email: text('email'),
    mailId: uuid('mail_id'),
    message: text('message'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);

/** The assignments an accepted order became, one per ordered inspection type, by position. */
export const orderInspections = pgTable(
  'order_inspections',
  {
    tenantId: text('tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    inspectionId: uuid('inspection_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.orderId, table.inspectionId] })],
);
