import { primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Columns that most tenant tables of the migrations share, declared once for their drizzle
 * tables. They describe the existing schema (the migrations own it): changing one here changes
 * no table.
 */

/** The tenant a record belongs to and its own id, which the database draws when none is given. */
export const tenantRecordColumns = () => ({
  tenantId: text('tenant_id').notNull(),
  id: uuid('id').notNull().defaultRandom(),
});

/** When a record was made and last changed; both default to the time of the insert. */
export const timestampColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The primary key of a tenant record: its id within its tenant. */
export const tenantKey = (table: { tenantId: AnyPgColumn; id: AnyPgColumn }) => [
  primaryKey({ columns: [table.tenantId, table.id] }),
];
