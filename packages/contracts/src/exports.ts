import { z } from 'zod';

/**
 * The file formats a search's export comes in: CSV (text, `;`-separated, as Swedish Excel reads
 * it) or an Excel workbook, whose dates are real dates and numbers real numbers.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The format field of an export's body; CSV when left out. */
export const exportFormatSchema = z.enum(EXPORT_FORMATS).default('csv');
