import { z } from 'zod';

/**
 * The report export (SPEC §3 "Export request", §7 "Exports"): an assignment's data filled into a
 * firm's Word template, stored in the assignment's files as .docx and PDF, each export a new,
 * never-changed report version (docs/DOCUMENTS.md).
 */

/** The longest file name a report may be given, without its extension. */
export const REPORT_FILENAME_MAX_LENGTH = 150;
/** How wide a photo may stand in a report, in pixels at 96 dpi: an A4 page's width within its margins. */
export const REPORT_IMAGE_MAX_WIDTH = 600;
/** How tall a photo may stand in a report, so that one fits a page with its caption. */
export const REPORT_IMAGE_MAX_HEIGHT = 800;
/**
 * The box a photo two abreast stands in (`photoRows`), in pixels at 96 dpi: half the page's width
 * less the gap between, and low enough that two rows with their captions fit a page.
 */
export const REPORT_HALF_IMAGE_BOX = { width: 290, height: 330 } as const;
/**
 * How long filling a template may take, in its worker: a real report fills in a second or two; a
 * template whose loops multiply each other would run for minutes.
 */
export const REPORT_RENDER_MAX_MS = 20_000;
/**
 * How much a filled report may hold, unpacked: its text and markup (XML), and its pictures. Far
 * above a real report (a few MiB of XML, some hundred photos), far below what loops nested in
 * each other can multiply a page or a photo into.
 */
export const REPORT_RENDER_MAX_BYTES = { text: 32 * 1024 * 1024, pictures: 256 * 1024 * 1024 } as const;

/**
 * `POST /admin/inspections/{id}/export`: the template, where the report goes (the assignment's
 * files; the template's file name unless another is given), the address image links use, and
 * which assignment the data is about (the one in the path; another is refused).
 */
export const reportExportRequestSchema = z
  .object({
    template: z.uuid({ error: 'documents.templateId' }),
    destination: z
      .object({
        /** Only `inspection/{id}/files`, the assignment's own files, is a destination. */
        container: z.string().optional(),
        filename: z.string().trim().min(1).max(REPORT_FILENAME_MAX_LENGTH).optional(),
      })
      .optional(),
    parameters: z.object({ baseUrl: z.url().optional() }).optional(),
    data: z.object({ id: z.uuid().optional() }).optional(),
  })
  .meta({ id: 'ReportExportRequest' });
export type ReportExportRequest = z.infer<typeof reportExportRequestSchema>;

/** Where an export job stands. */
export const REPORT_EXPORT_STATES = ['queued', 'rendering', 'converting', 'done', 'failed'] as const;
export type ReportExportState = (typeof REPORT_EXPORT_STATES)[number];

/** One of a report version's files in the assignment's files. */
const reportFileSchema = z.object({
  fileId: z.uuid(),
  filename: z.string(),
  /** In bytes. */
  size: z.number().int().min(0),
  /** SHA-256 of the file's content, hex. */
  sha256: z.string(),
});

/**
 * A report as it was issued: never changed, never deleted. Its files stay in the assignment's
 * files (deleting them is refused), and the hashes prove what was delivered.
 */
export const reportVersionSchema = z
  .object({
    id: z.uuid(),
    /** 1, 2, 3 … per assignment. */
    version: z.number().int().min(1),
    created: z.iso.datetime(),
    author: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    template: z.object({ id: z.uuid(), name: z.string(), sha256: z.string() }),
    /** The numbers drawn for it, each when its template prints it and the firm keeps that sequence. */
    reportNumber: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
    docx: reportFileSchema,
    pdf: reportFileSchema.nullable(),
    /** Why there is no PDF (no LibreOffice on the server, or the conversion failed). */
    pdfMissing: z.string().nullable(),
  })
  .meta({ id: 'ReportVersion' });
export type ReportVersion = z.infer<typeof reportVersionSchema>;

export const reportVersionListSchema = z
  .object({ items: z.array(reportVersionSchema), total: z.number().int() })
  .meta({ id: 'ReportVersionList' });

/** An export job: queued, working, done with its version, or failed with the reason. */
export const reportExportJobSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(REPORT_EXPORT_STATES),
    reason: z.string().nullable(),
    version: reportVersionSchema.nullable(),
    /**
     * The numbers the export drew (null until drawn, or when its template prints none): its
     * version's once done; held unused when it failed, so the gap is accounted for.
     */
    reportNumber: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'ReportExportJob' });
export type ReportExportJob = z.infer<typeof reportExportJobSchema>;

/** `GET /admin/inspections/{id}/data`: `flat=true` writes nested objects as dotted keys. */
export const reportDataQuerySchema = z.object({
  flat: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  baseUrl: z.url().optional(),
});

/** The report's data, in the shape REPORT_FIELDS describes (or flattened); photos as links. */
export const reportDataSchema = z.record(z.string(), z.unknown()).meta({ id: 'ReportData' });
