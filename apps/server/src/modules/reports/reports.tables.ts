import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReportExportState } from '@syna/contracts/report-exports';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';

/** The assignment's issued reports, never changed (migrations 0040, 0042). */
export const reportVersions = pgTable(
  'report_versions',
  {
    ...tenantRecordColumns(),
    inspectionId: uuid('inspection_id').notNull(),
    version: integer('version').notNull(),
    templateId: uuid('template_id').notNull(),
    templateName: text('template_name').notNull(),
    templateSha256: text('template_sha256').notNull(),
    reportNumber: text('report_number'),
    invoiceNumber: text('invoice_number'),
    docxFileId: uuid('docx_file_id').notNull(),
    docxSha256: text('docx_sha256').notNull(),
    pdfFileId: uuid('pdf_file_id'),
    pdfSha256: text('pdf_sha256'),
    pdfMissing: text('pdf_missing'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);

/** Export jobs, where they stand and the numbers they drew (migrations 0040, 0044). */
export const reportExports = pgTable(
  'report_exports',
  {
    ...tenantRecordColumns(),
    inspectionId: uuid('inspection_id').notNull(),
    templateId: uuid('template_id').notNull(),
    filename: text('filename'),
    baseUrl: text('base_url'),
    state: text('state').$type<ReportExportState>().notNull().default('queued'),
    reason: text('reason'),
    versionId: uuid('version_id'),
    numbersDrawn: boolean('numbers_drawn').notNull().default(false),
    reportNumber: text('report_number'),
    invoiceNumber: text('invoice_number'),
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);
