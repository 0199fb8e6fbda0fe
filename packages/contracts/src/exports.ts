import { z } from 'zod';

/**
 * The file formats a search's export comes in: CSV (text, `;`-separated, as Swedish Excel reads
 * it) or an Excel workbook, whose dates are real dates and numbers real numbers.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The format field of an export's body; CSV when left out. */
export const exportFormatSchema = z.enum(EXPORT_FORMATS).default('csv');

/** The lists whose searches export to a spreadsheet. */
export const SPREADSHEET_EXPORT_KINDS = ['inspections', 'orders'] as const;
export type SpreadsheetExportKind = (typeof SPREADSHEET_EXPORT_KINDS)[number];

/** Where a spreadsheet export stands: waiting for the queue, writing rows, its file ready, or failed. */
export const SPREADSHEET_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type SpreadsheetExportState = (typeof SPREADSHEET_EXPORT_STATES)[number];

/** How long an export's file is kept after it was asked for; then it is removed. */
export const SPREADSHEET_EXPORT_TTL_HOURS = 24;

/** Rows the export job reads and writes at a time, each page in a short transaction of its own. */
export const SPREADSHEET_EXPORT_PAGE_SIZE = 1000;

/**
 * A search's export as a background job (`POST …/export` answers it with 202): how far it has
 * come, and the file's name once done. Only the member who asked for it sees it.
 */
export const spreadsheetExportJobSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(SPREADSHEET_EXPORT_KINDS),
    format: z.enum(EXPORT_FORMATS),
    state: z.enum(SPREADSHEET_EXPORT_STATES),
    rowsDone: z.number().int().min(0),
    /** The rows the search matched; null until the job has counted them. */
    rowsTotal: z.number().int().min(0).nullable(),
    filename: z.string(),
    /** Why the export failed; null otherwise. */
    reason: z.string().nullable(),
    created: z.iso.datetime(),
    /** When the file is removed. */
    expires: z.iso.datetime(),
  })
  .meta({ id: 'SpreadsheetExportJob' });
export type SpreadsheetExportJob = z.infer<typeof spreadsheetExportJobSchema>;
