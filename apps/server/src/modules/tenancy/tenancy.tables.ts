import { bigint, boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  email: text('email'),
  address: text('address'),
  insurance: text('insurance'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Moves with every change of what the initial data shows of the tenant (migration 0014's triggers). */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
});

export const accounts = pgTable(
  'accounts',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull().default(['user']),
    /** The member's own permission patterns, beside those of their roles and groups. */
    permissions: text('permissions').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const roles = pgTable(
  'roles',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default([]),
    builtin: boolean('builtin').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const tenantFeatures = pgTable(
  'tenant_features',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
