import { doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Migration 0074: where the geocoder placed each address a firm looked up (no position: not found). */
export const geocodedAddresses = pgTable(
  'geocoded_addresses',
  {
    tenantId: text('tenant_id').notNull(),
    addressKey: text('address_key').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    label: text('label').notNull().default(''),
    geocodedAt: timestamp('geocoded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.addressKey] })],
);
