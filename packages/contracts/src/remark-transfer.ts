import { z } from 'zod';

/**
 * The saved-remark library's Excel workbook (SPEC §7 "Import and export of metadata and remarks"):
 * exported with one row per remark and its id, edited in a spreadsheet program, and imported in
 * two steps: the upload answers a preview of what would change, and applying it writes that.
 */

/** The one sheet of the workbook and its columns, in order: the id matches a row to its remark. */
export const REMARK_WORKBOOK_SHEET = 'Anmärkningar';
export const REMARK_WORKBOOK_COLUMNS = ['Id', 'Rubrik', 'Text', 'Kategori', 'Taggar'] as const;
/**
 * The tags as they share their one cell: separated by commas, a tag that holds a comma or a quote
 * written in quotes (a quote in it doubled), as a spreadsheet user writes a CSV value, so that
 * "fukt, mögel" stays one tag through an export and an import.
 */
export function tagsToCell(tags: readonly string[]): string {
  return tags.map((tag) => (/[",]/.test(tag) ? `"${tag.replaceAll('"', '""')}"` : tag)).join(', ');
}

/** A cell's tags, read back as `tagsToCell` writes them; blank tags are left out. */
export function tagsFromCell(cell: string): string[] {
  const tags: string[] = [];
  let tag = '';
  let quoted = false;
  for (let at = 0; at < cell.length; at += 1) {
    const character = cell[at]!;
    if (quoted) {
      if (character !== '"') tag += character;
      else if (cell[at + 1] === '"') {
        tag += '"';
        at += 1;
      } else quoted = false;
    } else if (character === '"' && tag.trim() === '') {
      tag = '';
      quoted = true;
    } else if (character === ',') {
      tags.push(tag);
      tag = '';
    } else tag += character;
  }
  tags.push(tag);
  return tags.map((one) => one.trim()).filter(Boolean);
}

/** The largest workbook taken (413 above), and the most rows it may hold (400 above). */
export const REMARK_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const REMARK_IMPORT_MAX_ROWS = 10_000;
/** How long reading a workbook may take, in its worker thread. */
export const REMARK_IMPORT_CHECK_MAX_MS = 20_000;

/** The fields of a saved remark a workbook row carries, in the order of their columns after Id. */
export const REMARK_IMPORT_FIELDS = ['title', 'text', 'category', 'tags'] as const;
export type RemarkImportField = (typeof REMARK_IMPORT_FIELDS)[number];

/** What applying would do with a row: add it, change its remark, nothing, or refuse it (and why). */
export const REMARK_IMPORT_ROW_STATES = ['new', 'changed', 'unchanged', 'refused'] as const;
export type RemarkImportRowState = (typeof REMARK_IMPORT_ROW_STATES)[number];

export const remarkImportRowSchema = z
  .object({
    /** The row's number in the sheet (the header is row 1). */
    row: z.number().int(),
    state: z.enum(REMARK_IMPORT_ROW_STATES),
    /** The saved remark it changes (or names); null for a new row. */
    id: z.string().nullable(),
    title: z.string(),
    text: z.string().nullable(),
    category: z.string().nullable(),
    tags: z.array(z.string()),
    /** For a changed row, the fields that differ from the saved remark. */
    changes: z.array(z.enum(REMARK_IMPORT_FIELDS)),
    /** For a refused row, why, in the request's language. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'RemarkImportRow' });
export type RemarkImportRow = z.infer<typeof remarkImportRowSchema>;

export const remarkImportPreviewSchema = z
  .object({
    id: z.string(),
    filename: z.string(),
    created: z.string(),
    /** When it was applied; a preview is applied once. */
    applied: z.string().nullable(),
    counts: z.record(z.enum(REMARK_IMPORT_ROW_STATES), z.number().int()),
    rows: z.array(remarkImportRowSchema),
  })
  .meta({ id: 'RemarkImportPreview' });
export type RemarkImportPreview = z.infer<typeof remarkImportPreviewSchema>;

/**
 * Applies a preview: `file` is its id; `items`, the sheet rows to apply (new or changed ones), or
 * all its new and changed rows when absent. Refused and unchanged rows are never written.
 */
export const remarkImportApplySchema = z
  .object({
    file: z.uuid({ error: 'remarkImport.previewId' }),
    items: z.array(z.number().int().min(2)).max(10_000).optional(),
  })
  .meta({ id: 'RemarkImportApply' });
export type RemarkImportApply = z.infer<typeof remarkImportApplySchema>;

export const remarkImportResultSchema = z
  .object({ created: z.number().int(), updated: z.number().int() })
  .meta({ id: 'RemarkImportResult' });
export type RemarkImportResult = z.infer<typeof remarkImportResultSchema>;
