import { integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ArticleUnit, VatRate } from '@syna/contracts/prices';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';

/** The price list's extras (migration 0076). */
export const priceArticles = pgTable(
  'price_articles',
  {
    ...tenantRecordColumns(),
    articleNumber: text('article_number'),
    name: text('name').notNull(),
    unit: text('unit').$type<ArticleUnit>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    vatRate: integer('vat_rate').$type<VatRate>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);

/** The prices of inspection types and order types: one of the two type columns is set. */
export const typePrices = pgTable('type_prices', {
  tenantId: text('tenant_id').notNull(),
  inspectionTypeId: uuid('inspection_type_id'),
  orderTypeId: uuid('order_type_id'),
  articleNumber: text('article_number'),
  unitPrice: integer('unit_price').notNull(),
  vatRate: integer('vat_rate').$type<VatRate>().notNull(),
});

/** An assignment's price rows, by position. */
export const inspectionPriceRows = pgTable(
  'inspection_price_rows',
  {
    tenantId: text('tenant_id').notNull(),
    inspectionId: uuid('inspection_id').notNull(),
    position: integer('position').notNull(),
    articleId: uuid('article_id'),
    articleNumber: text('article_number'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    vatRate: integer('vat_rate').$type<VatRate>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.inspectionId, table.position] })],
);
