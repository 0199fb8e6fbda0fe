import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantKey, tenantRecordColumns, timestampColumns } from '../../platform/db/tenant-columns.ts';

/** The firm's inspection blueprints (migration 0053). */
export const blueprints = pgTable(
  'blueprints',
  {
    ...tenantRecordColumns(),
    nameSv: text('name_sv').notNull(),
    nameEn: text('name_en'),
    typeId: uuid('type_id').notNull(),
    archived: boolean('archived').notNull().default(false),
    ...timestampColumns(),
  },
  tenantKey,
);

/** A blueprint's objects, keyed by their place in its list. */
export const blueprintObjects = pgTable(
  'blueprint_objects',
  {
    tenantId: text('tenant_id').notNull(),
    blueprintId: uuid('blueprint_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.blueprintId, table.position] })],
);

/** The template remarks of a blueprint's objects, in order. */
export const blueprintRemarks = pgTable(
  'blueprint_remarks',
  {
    tenantId: text('tenant_id').notNull(),
    blueprintId: uuid('blueprint_id').notNull(),
    objectPosition: integer('object_position').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text'),
    gradeId: uuid('grade_id'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.blueprintId, table.objectPosition, table.position] }),
  ],
);

/** The input forms that go with a blueprint, in order. */
export const blueprintForms = pgTable(
  'blueprint_forms',
  {
    tenantId: text('tenant_id').notNull(),
    blueprintId: uuid('blueprint_id').notNull(),
    formId: uuid('form_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.blueprintId, table.formId] })],
);
