import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Annotation, ObjectState } from '@syna/contracts/remarks';
import type { MessageRef } from '@syna/contracts/messages';
import type { RemarkImportRow } from '@syna/contracts/remark-transfer';

/** A preview's row as kept: its reason a message of the catalogue, worded when it is answered. */
export type StoredImportRow = Omit<RemarkImportRow, 'reason'> & { reason: MessageRef | null };

export const inspectionObjects = pgTable(
  'inspection_objects',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    inspectionId: uuid('inspection_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status'),
    state: text('state').$type<ObjectState>().notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    /** Moved by a trigger on every change (migration 0080). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const remarks = pgTable(
  'remarks',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    objectId: uuid('object_id').notNull(),
    title: text('title').notNull(),
    text: text('text'),
    category: text('category'),
    location: text('location'),
    sortOrder: integer('sort_order').notNull().default(0),
    gradeId: uuid('grade_id'),
    recommendedAction: text('recommended_action'),
    investigate: boolean('investigate').notNull().default(false),
    investigation: text('investigation'),
    costEstimate: integer('cost_estimate'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid('created_by'),
    /** Moved by a trigger on every change (migration 0080). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/**
 * A remark's earlier states, each kept by a trigger when a change replaced it (migration 0080):
 * what it said at `version`, who replaced it and when. Deleted with the remark.
 */
export const remarkRevisions = pgTable(
  'remark_revisions',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    remarkId: uuid('remark_id').notNull(),
    version: integer('version').notNull(),
    objectId: uuid('object_id').notNull(),
    title: text('title').notNull(),
    text: text('text'),
    category: text('category'),
    location: text('location'),
    gradeId: uuid('grade_id'),
    recommendedAction: text('recommended_action'),
    investigate: boolean('investigate').notNull(),
    investigation: text('investigation'),
    costEstimate: integer('cost_estimate'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    changedBy: uuid('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const remarkImages = pgTable(
  'remark_images',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    remarkId: uuid('remark_id').notNull(),
    assetId: uuid('asset_id').notNull(),
    originalId: uuid('original_id'),
    annotations: jsonb('annotations').$type<Annotation[]>(),
    caption: text('caption'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const commonRemarks = pgTable(
  'common_remarks',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    text: text('text'),
    category: text('category'),
    /** The category's lower-case form, compared with `=` (migration 0022). */
    categoryKey: text('category_key').generatedAlwaysAs(sql`lower(category)`),
    tags: text('tags').array().notNull().default([]),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || coalesce(text, '') || ' ' || coalesce(category, ''))`,
    ),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const templateRemarks = pgTable(
  'template_remarks',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    typeId: uuid('type_id').notNull(),
    title: text('title').notNull(),
    text: text('text'),
    category: text('category'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** A workbook of saved remarks read and classified, waiting to be applied once (migration 0056). */
export const remarkImports = pgTable(
  'remark_imports',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    filename: text('filename').notNull(),
    rows: jsonb('rows').$type<StoredImportRow[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
