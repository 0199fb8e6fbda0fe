import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@syna/contracts/constants';
import type { ExportFormat, SpreadsheetExportKind, SpreadsheetExportState } from '@syna/contracts/exports';
import { tenantKey, tenantRecordColumns, timestampColumns } from '../../platform/db/tenant-columns.ts';

/** The lists' spreadsheet exports: what was asked, how far the job is, the file until it expires (migration 0041). */
export const spreadsheetExports = pgTable(
  'spreadsheet_exports',
  {
    ...tenantRecordColumns(),
    kind: text('kind').$type<SpreadsheetExportKind>().notNull(),
    format: text('format').$type<ExportFormat>().notNull(),
    query: jsonb('query').notNull(),
    language: text('language').$type<Language>().notNull(),
    filename: text('filename').notNull(),
    state: text('state').$type<SpreadsheetExportState>().notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    reason: text('reason'),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    requestedBy: uuid('requested_by').notNull(),
    ...timestampColumns(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  tenantKey,
);
