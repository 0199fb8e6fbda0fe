import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StatusCategory } from '@syna/contracts/lookups';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';

/**
 * The lookup tables (five of migration 0003, the remark grades of 0051; English names of 0070). They share their columns (built here once), so one
 * repository serves them all; each adds a few of its own.
 */
const lookupColumns = () => ({
  ...tenantRecordColumns(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  sortOrder: integer('sort_order').notNull().default(0),
  archived: boolean('archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const inspectionTypes = pgTable(
  'inspection_types',
  {
    ...lookupColumns(),
    description: text('description'),
    defaultDurationMinutes: integer('default_duration_minutes').notNull().default(120),
    /** Whether its finished assignments can be insured against hidden defects (migration 0078). */
    insurable: boolean('insurable').notNull().default(false),
  },
  tenantKey,
);

export const inspectionStatuses = pgTable(
  'inspection_statuses',
  {
    ...lookupColumns(),
    color: text('color'),
    final: boolean('final').notNull().default(false),
    category: text('category').$type<StatusCategory>().notNull().default('booked'),
  },
  tenantKey,
);

export const contactRoles = pgTable('contact_roles', lookupColumns(), tenantKey);

export const inspectionBranches = pgTable(
  'inspection_branches',
  { ...lookupColumns(), typeId: uuid('type_id').notNull() },
  tenantKey,
);

export const projectTypes = pgTable(
  'project_types',
  { ...lookupColumns(), description: text('description') },
  tenantKey,
);

/** A firm's scale of remark grades, mildest first; a serious grade's remarks are summed up in the report. */
export const remarkGrades = pgTable(
  'remark_grades',
  { ...lookupColumns(), color: text('color'), serious: boolean('serious').notNull().default(false) },
  tenantKey,
);
