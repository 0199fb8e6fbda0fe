import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FormField, FormScope } from '@syna/contracts/form-fields';
import { tenantKey, tenantRecordColumns, timestampColumns } from '../../platform/db/tenant-columns.ts';

/** The firm's input forms (migration 0048); `version` is the current row of `form_versions`. */
export const forms = pgTable(
  'forms',
  {
    ...tenantRecordColumns(),
    key: text('key').notNull(),
    nameSv: text('name_sv').notNull(),
    nameEn: text('name_en'),
    scope: text('scope').$type<FormScope>().notNull(),
    archived: boolean('archived').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestampColumns(),
  },
  tenantKey,
);

/** Every saved list of a form's fields; an old version is never changed. */
export const formVersions = pgTable(
  'form_versions',
  {
    tenantId: text('tenant_id').notNull(),
    formId: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.formId, table.version] })],
);

/** A table of the types of one lookup a form applies to (none: all of them). */
const formTypeLinks = (name: string, typeColumn: string) =>
  pgTable(
    name,
    {
      tenantId: text('tenant_id').notNull(),
      formId: uuid('form_id').notNull(),
      typeId: uuid(typeColumn).notNull(),
    },
    (table) => [primaryKey({ columns: [table.tenantId, table.formId, table.typeId] })],
  );

export const formOrderTypes = formTypeLinks('form_order_types', 'order_type_id');
export const formInspectionTypes = formTypeLinks('form_inspection_types', 'inspection_type_id');
