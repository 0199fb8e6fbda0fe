import type { z } from 'zod';
import { issueMessage, renderMessage, type MessageRef } from '@syna/contracts/messages';
import {
  commonRemarkCreateSchema,
  type CommonRemark,
  type CommonRemarkCreate,
} from '@syna/contracts/remarks';
import {
  REMARK_IMPORT_CHECK_MAX_MS,
  REMARK_IMPORT_FIELDS,
  REMARK_IMPORT_ROW_STATES,
  REMARK_WORKBOOK_COLUMNS,
  tagsFromCell,
  type RemarkImportApply,
  type RemarkImportField,
  type RemarkImportPreview,
  type RemarkImportResult,
  type RemarkImportRowState,
} from '@syna/contracts/remark-transfer';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { badRequest, conflict, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { readSpooled } from '../../platform/storage/spooled-file.ts';
import { runInWorker, WorkerLimitExceeded, type WorkerTask } from '../../platform/workers/run-in-worker.ts';
import { insertCommonRemark, listCommonRemarks, updateCommonRemark } from './common-remark.repo.ts';
import {
  deleteRemarkImportsBefore,
  findRemarkImport,
  insertRemarkImport,
  markRemarkImportApplied,
  type RemarkImportRecord,
} from './remark-import.repo.ts';
import type { readRemarkWorkbook, WorkbookRow } from './remark-workbook-reader.ts';
import type { StoredImportRow } from './remarks.tables.ts';

const READ_WORKBOOK: WorkerTask<typeof readRemarkWorkbook> = {
  module: new URL('./remark-workbook-reader.ts', import.meta.url),
  name: 'readRemarkWorkbook',
};
/** ExcelJS holds the unpacked sheet, within the reader's 64 MB of declared parts, as objects. */
const READ_LIMITS = { timeoutMs: REMARK_IMPORT_CHECK_MAX_MS, memoryMb: 512 };
/** A preview is kept a day; older ones go when the firm uploads the next. */
const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const missing = () => notFound({ key: 'remarkImport.previewMissing' });
const refusedFile = (reason: MessageRef) => badRequest(reason, { 'body.file': [reason] });

/** A cell's column, named in a row's reason by the workbook's own header. */
const COLUMN_NAMES = Object.fromEntries(
  REMARK_IMPORT_FIELDS.map((field, index) => [field, REMARK_WORKBOOK_COLUMNS[index + 1]!]),
) as Record<RemarkImportField, string>;

/**
 * Reads an uploaded workbook in a worker thread, within a time and a memory limit, so that no
 * file, however crafted, holds up the server's other requests: 400 on `body.file` with the reason
 * when it is refused (the upload itself refuses one above the size limit, 413, as it streams). Runs before the upload's transaction opens
 * (remarks.module.ts); its rows reach the handler as `file.checked`.
 */
export async function readRemarkUpload(file: UploadedFile): Promise<WorkbookRow[]> {
  const reading = await runInWorker(READ_WORKBOOK, [await readSpooled(file)], READ_LIMITS).catch(
    (error: unknown) => {
      if (error instanceof WorkerLimitExceeded) throw refusedFile({ key: 'remarkImport.checkLimit' });
      throw error;
    },
  );
  if ('refused' in reading) throw refusedFile(reading.refused);
  return reading.rows;
}

/** The row's values as a saved remark's, or why they cannot be one (the first fault, by column). */
function parseValues(row: WorkbookRow): { values: CommonRemarkCreate } | { reason: MessageRef } {
  const parsed = commonRemarkCreateSchema.safeParse({
    title: row.title,
    text: row.text,
    category: row.category,
    tags: tagsFromCell(row.tags),
  });
  if (parsed.success) return { values: parsed.data };
  const issue = parsed.error.issues[0]!;
  return {
    reason: {
      key: 'remarkImport.field',
      values: {
        field: COLUMN_NAMES[issue.path[0] as RemarkImportField],
        problem: problemOf(issue),
      },
    },
  };
}

/**
 * What is wrong with a cell, in words: the library's schema leaves its length limits to zod's own
 * messages, which the catalogue words only as "invalid value".
 */
function problemOf(issue: z.core.$ZodIssue): MessageRef {
  if (issue.code === 'too_small' && issue.path[0] === 'title') return { key: 'validation.title' };
  if (issue.code === 'too_big') {
    const maximum = Number(issue.maximum);
    return issue.origin === 'array'
      ? { key: 'validation.tooManyTags', values: { maximum } }
      : { key: 'validation.tooLong', values: { maximum } };
  }
  return issueMessage(issue as never);
}

/** The fields in which a row's values differ from its saved remark. */
function changedFields(remark: CommonRemark, values: CommonRemarkCreate): RemarkImportField[] {
  const tags = values.tags ?? [];
  const changes: RemarkImportField[] = [];
  if (remark.title !== values.title) changes.push('title');
  if (remark.text !== (values.text ?? null)) changes.push('text');
  if (remark.category !== (values.category ?? null)) changes.push('category');
  if (remark.tags.length !== tags.length || remark.tags.some((tag, index) => tag !== tags[index]))
    changes.push('tags');
  return changes;
}

/**
 * What applying each row would do. A row is matched to a saved remark by its id alone; one without
 * an id is new. An id that is not one of this firm's saved remarks (mistyped, deleted, or another
 * firm's: row-level security shows it none of those) refuses the row, as does an id twice.
 */
async function classifyRows(
  context: RequestContext,
  rows: readonly WorkbookRow[],
): Promise<StoredImportRow[]> {
  const ids = [...new Set(rows.map((row) => row.id).filter((id) => UUID.test(id)))].map((id) =>
    id.toLowerCase(),
  );
  const saved = new Map((ids.length ? await listCommonRemarks(context.tx, ids) : []).map((r) => [r.id, r]));
  const firstRowOfId = new Map<string, number>();
  return rows.map((row): StoredImportRow => {
    const id = row.id ? row.id.toLowerCase() : null;
    const shown = {
      row: row.row,
      id,
      title: row.title,
      text: row.text || null,
      category: row.category || null,
    };
    const refuse = (reason: MessageRef): StoredImportRow => ({
      ...shown,
      tags: tagsFromCell(row.tags),
      state: 'refused',
      changes: [],
      reason,
    });
    const remark = id ? saved.get(id) : undefined;
    if (id && !remark) return refuse({ key: 'remarkImport.unknownId' });
    if (id) {
      const first = firstRowOfId.get(id);
      if (first !== undefined) return refuse({ key: 'remarkImport.duplicateId', values: { row: first } });
      firstRowOfId.set(id, row.row);
    }
    const parsed = parseValues(row);
    if ('reason' in parsed) return refuse(parsed.reason);
    const { values } = parsed;
    const changes = remark ? changedFields(remark, values) : [];
    const state: RemarkImportRowState = !remark ? 'new' : changes.length ? 'changed' : 'unchanged';
    return {
      ...shown,
      title: values.title,
      text: values.text ?? null,
      category: values.category ?? null,
      tags: values.tags ?? [],
      state,
      changes,
      reason: null,
    };
  });
}

/** A preview as answered: each refused row's reason worded in the request's language. */
function toPreview(context: RequestContext, record: RemarkImportRecord): RemarkImportPreview {
  const counts = Object.fromEntries(REMARK_IMPORT_ROW_STATES.map((state) => [state, 0])) as Record<
    RemarkImportRowState,
    number
  >;
  for (const row of record.rows) counts[row.state] += 1;
  return {
    id: record.id,
    filename: record.filename,
    created: record.createdAt.toISOString(),
    applied: record.appliedAt?.toISOString() ?? null,
    counts,
    rows: record.rows.map((row) => ({
      ...row,
      reason: row.reason ? renderMessage(row.reason, context.language) : null,
    })),
  };
}

/**
 * Keeps a read workbook as a preview of what importing it would change, and answers it; nothing
 * is written to the library. The firm's previews older than a day are removed first.
 */
export async function previewRemarkImport(
  context: RequestContext,
  file: UploadedFile,
): Promise<RemarkImportPreview> {
  const rows = (file.checked as WorkbookRow[] | undefined) ?? (await readRemarkUpload(file));
  await deleteRemarkImportsBefore(context.tx, new Date(context.now().getTime() - PREVIEW_KEPT_MS));
  const record = await insertRemarkImport(context.tx, {
    tenantId: context.tenant.id,
    filename: file.filename,
    rows: await classifyRows(context, rows),
    createdBy: context.user.id,
  });
  return toPreview(context, record);
}

export async function getRemarkImport(context: RequestContext, id: string): Promise<RemarkImportPreview> {
  const record = await findRemarkImport(context.tx, id);
  if (!record) throw missing();
  return toPreview(context, record);
}

const APPLICABLE = new Set<RemarkImportRowState>(['new', 'changed']);

/** The rows to write: all new and changed ones, or those `items` names, each of which must be one. */
function rowsToApply(record: RemarkImportRecord, items: readonly number[] | undefined): StoredImportRow[] {
  const applicable = record.rows.filter((row) => APPLICABLE.has(row.state));
  if (!items) return applicable;
  const byNumber = new Map(applicable.map((row) => [row.row, row]));
  const wrong = items.find((item) => !byNumber.has(item));
  if (wrong !== undefined) {
    const message: MessageRef = { key: 'remarkImport.rowNotApplicable', values: { row: wrong } };
    throw badRequest(message, { 'body.items': [message] });
  }
  return [...new Set(items)].map((item) => byNumber.get(item)!);
}

/**
 * Applies a preview in the request's one transaction: new rows saved, changed rows' changed fields
 * written; all or nothing. A preview is applied once (409 after); a remark deleted since the
 * preview fails the whole import (409), since what was previewed is no longer what would happen.
 */
export async function applyRemarkImport(
  context: RequestContext,
  { file, items }: RemarkImportApply,
): Promise<RemarkImportResult> {
  const record = await findRemarkImport(context.tx, file, true);
  if (!record) throw missing();
  if (record.appliedAt) throw conflict({ key: 'remarkImport.alreadyApplied' });
  const result: RemarkImportResult = { created: 0, updated: 0 };
  for (const row of rowsToApply(record, items)) {
    if (row.state === 'new') {
      await insertCommonRemark(context.tx, context.tenant.id, {
        title: row.title,
        text: row.text,
        category: row.category,
        tags: row.tags,
        createdBy: context.user.id,
      });
      result.created += 1;
      continue;
    }
    const changes = Object.fromEntries(row.changes.map((field) => [field, row[field]]));
    if (!(await updateCommonRemark(context.tx, row.id!, changes)))
      throw conflict({ key: 'remarkImport.libraryChanged' });
    result.updated += 1;
  }
  await markRemarkImportApplied(context.tx, record.id);
  return result;
}
