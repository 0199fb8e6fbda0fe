import { renderStoredReason, storedReason } from '@syna/contracts/messages';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language } from '@syna/contracts/constants';
import {
  SPREADSHEET_EXPORT_PAGE_SIZE,
  SPREADSHEET_EXPORT_TTL_HOURS,
  type ExportFormat,
  type SpreadsheetExportJob,
} from '@syna/contracts/exports';
import { zoneToday } from '@syna/contracts/time-zone';
import { exportContentType, openTableFile } from '../../platform/export/table-export.ts';
import { checkMemberAccess } from '../../platform/http/access-control.ts';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import { conflict, gone, HttpProblem, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Job } from '../../platform/jobs/job-context.ts';
import { enqueueJob } from '../../platform/jobs/job-outbox.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { newFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import { removeFilesQuietly } from '../../platform/storage/transactional-files.ts';
import { exportTable } from './export-columns.ts';
import {
  exportSourceOf,
  type AnyExportSource,
  type ExportSources,
  type SpreadsheetExportSource,
} from './spreadsheet-export-source.ts';
import {
  deleteExpiredExport,
  findMemberRights,
  findUsersExport,
  insertSpreadsheetExport,
  updateSpreadsheetExport,
  type SpreadsheetExportRow,
} from './spreadsheet-export.repo.ts';

// The lists' exports to spreadsheets (SPEC §7 "Exports") run as background jobs: a firm may hold
// 300 000 assignments, more than one request (and one transaction) should read. The request
// stores what was asked and asks for the job; the job counts the rows, reads them a keyset page
// at a time, each page in a short transaction of its own, writes them to a file on disk as it
// goes, and stores the file. The asker follows the progress and fetches the file.

export const SPREADSHEET_EXPORT_JOB = 'spreadsheet.export';
/** Removes one export, row and file, when it expires. */
export const SPREADSHEET_EXPORT_REMOVAL_JOB = 'spreadsheet.export.remove';

/** A try may run this long before the queue takes it for lost (a server that stopped). */
const JOB_EXPIRY_SECONDS = 30 * 60;

/** What an export job carries: which firm's export, and who asked for it, in which language. */
export interface SpreadsheetExportJobData {
  tenantId: string;
  exportId: string;
  userId: string;
  language: Language;
  /** The asker's last write position (see `JobScopeData`): their rows may be read on the replica. */
  readAfter?: string | null;
}

/** What a removal carries: which firm's export. */
export type SpreadsheetExportRemovalData = Pick<SpreadsheetExportJobData, 'tenantId' | 'exportId'>;

const HOUR_MS = 60 * 60 * 1000;
const missing = () => notFound({ key: 'documents.exportMissing' });

function toJob(row: SpreadsheetExportRow, language: Language): SpreadsheetExportJob {
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    state: row.state,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    filename: row.filename,
    reason: row.reason && renderStoredReason(row.reason, language),
    created: row.createdAt.toISOString(),
    expires: row.expiresAt.toISOString(),
  };
}

/**
 * Asks for an export of a list's search (`POST …/inspections/export`, `POST …/order/export`),
 * answered with the job (202). The search is stored as the list's schema read it; the file is
 * named and dated now, its columns in the asker's language.
 */
export async function requestSpreadsheetExport<Search extends object>(
  context: RequestContext,
  source: SpreadsheetExportSource<Search, unknown>,
  request: { query: Search; format: ExportFormat },
): Promise<SpreadsheetExportJob> {
  const now = context.now();
  const row = await insertSpreadsheetExport(context.tx, context.tenant.id, {
    kind: source.kind,
    format: request.format,
    // The paging of the list on screen means nothing to an export of every hit.
    query: { ...request.query, cursor: undefined },
    language: context.language,
    filename: source.filename(zoneToday(now), request.format),
    requestedBy: context.user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SPREADSHEET_EXPORT_TTL_HOURS * HOUR_MS),
  });
  const job: SpreadsheetExportJobData = {
    tenantId: context.tenant.id,
    exportId: row.id,
    userId: context.user.id,
    language: context.language,
    readAfter: context.lastWritePosition,
  };
  await enqueueJob(context.tx, { name: SPREADSHEET_EXPORT_JOB, data: { ...job } });
  // Each export brings its own removal, due when it expires: the queue runs no cron
  // (`schedule: false` in job-queue.ts), and a removal per export needs none.
  const removal: SpreadsheetExportRemovalData = { tenantId: context.tenant.id, exportId: row.id };
  await enqueueJob(context.tx, {
    name: SPREADSHEET_EXPORT_REMOVAL_JOB,
    data: { ...removal },
    startAfter: row.expiresAt,
  });
  return toJob(row, context.language);
}

/**
 * The caller's own export, with the list's access checked again (a member who lost it no longer
 * reads the job); another member's, another firm's or an unknown id is 404, an expired one 410.
 */
async function requireOwnExport(
  context: RequestContext,
  sources: ExportSources,
  id: string,
): Promise<SpreadsheetExportRow> {
  const row = await findUsersExport(context.tx, id, context.user.id);
  if (!row) throw missing();
  checkMemberAccess(exportSourceOf(sources, row.kind).access, context);
  if (row.expiresAt <= context.now()) {
    throw gone({ key: 'exports.exportExpired', values: { hours: SPREADSHEET_EXPORT_TTL_HOURS } });
  }
  return row;
}

export async function getSpreadsheetExport(
  context: RequestContext,
  sources: ExportSources,
  id: string,
): Promise<SpreadsheetExportJob> {
  return toJob(await requireOwnExport(context, sources, id), context.language);
}

/** The finished export's file; 409 while the job has not finished it. */
export async function downloadSpreadsheetExport(
  context: RequestContext,
  storage: FileStorage,
  sources: ExportSources,
  id: string,
): Promise<FileDownload> {
  const row = await requireOwnExport(context, sources, id);
  if (row.state !== 'done' || !row.storageKey) throw conflict({ key: 'exports.exportNotDone' });
  const body = await storage.get(row.storageKey);
  if (!body) throw missing();
  return {
    body,
    contentType: exportContentType(row.format),
    filename: row.filename,
    ...(row.size === null ? {} : { size: row.size }),
  };
}

export interface SpreadsheetExportDependencies {
  storage: FileStorage;
  /** The lists' sources, as their modules registered them. */
  sources: ExportSources;
  /** Rows per page; SPREADSHEET_EXPORT_PAGE_SIZE unless a test asks for smaller pages. */
  pageSize?: number;
}

/**
 * Removes an expired export: its row, then its file (a file whose removal fails is an orphan,
 * which harms no one). An export not yet expired stays, should the removal come early.
 */
export async function removeSpreadsheetExport(
  deps: Pick<SpreadsheetExportDependencies, 'storage'>,
  removal: Job<SpreadsheetExportRemovalData>,
): Promise<void> {
  await removal.transaction(async (context) => {
    const key = await deleteExpiredExport(context.tx, removal.data.exportId, context.now());
    if (key) context.afterCommit(() => removeFilesQuietly(deps.storage, [key], context.log));
  });
}

/** What the job's first transaction found: the export to make, or nothing to do. */
interface Prepared {
  row: SpreadsheetExportRow;
  source: AnyExportSource;
  search: unknown;
}

/**
 * The job's first step, in one transaction: checks that the asker still may read the list, and
 * counts the rows. Null when there is nothing to do: the export is gone or finished, or it failed
 * here.
 */
async function prepare(
  { tx, user, standbyRead }: Pick<RequestContext, 'tx' | 'user' | 'standbyRead'>,
  sources: ExportSources,
  exportId: string,
): Promise<Prepared | null> {
  const row = await findUsersExport(tx, exportId, user.id);
  if (!row || row.state === 'done' || row.state === 'failed') return null;
  const source = exportSourceOf(sources, row.kind);
  const rights = await findMemberRights(tx, user.id);
  try {
    if (!rights) throw missing();
    checkMemberAccess(source.access, rights);
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    await updateSpreadsheetExport(tx, row.id, {
      state: 'failed',
      reason: storedReason({ key: 'exports.exportAccessLost' }),
    });
    return null;
  }
  const search = source.readSearch(row.query);
  const total = await standbyRead((reader) => source.count(reader, search));
  // A try cut short (the server stopped) starts again from the first row.
  await updateSpreadsheetExport(tx, row.id, { state: 'running', rowsDone: 0, rowsTotal: total });
  return { row, source, search };
}

/**
 * One export's work: count, then read the rows a page at a time (each page its own short
 * transaction, moving `rowsDone` on), written to a file in the system's temporary folder as they
 * come, so that memory holds one page whatever the size; then the file is stored and the export
 * marked done. Anything that fails marks it failed with the reason, and leaves no file behind.
 */
export async function runSpreadsheetExport(
  deps: SpreadsheetExportDependencies,
  job: Job<SpreadsheetExportJobData>,
): Promise<void> {
  const prepared = await job.transaction((context) => prepare(context, deps.sources, job.data.exportId));
  if (!prepared) return;
  const { row, source, search } = prepared;
  const pageSize = deps.pageSize ?? SPREADSHEET_EXPORT_PAGE_SIZE;
  const temporary = path.join(tmpdir(), `syna-export-${row.id}-${Date.now()}.${row.format}`);
  const table = exportTable(source.sheetName, source.columns, row.language);
  const writer = openTableFile(row.format, temporary, table);
  let storageKey: string | null = null;
  try {
    let rowsDone = 0;
    let after: string[] | undefined;
    do {
      const page = await job.transaction(async ({ tx, standbyRead }) => {
        const read = await standbyRead((reader) => source.page(reader, search, after, pageSize));
        await updateSpreadsheetExport(tx, row.id, { rowsDone: rowsDone + read.rows.length });
        return read;
      });
      await writer.write(page.rows);
      rowsDone += page.rows.length;
      after = page.lastKey;
    } while (after);
    await writer.finish();
    const { size } = await stat(temporary);
    storageKey = newFileKey(job.data.tenantId);
    await deps.storage.put(storageKey, createReadStream(temporary), exportContentType(row.format));
    const key = storageKey;
    // The rows written are the total now: the count was taken before, and rows may have come or gone.
    await job.transaction(({ tx }) =>
      updateSpreadsheetExport(tx, row.id, {
        state: 'done',
        rowsDone,
        rowsTotal: rowsDone,
        storageKey: key,
        size,
      }),
    );
  } catch (error) {
    job.log.warn({ err: error, export: row.id }, 'spreadsheet export failed');
    await writer.abort();
    if (storageKey) await removeFilesQuietly(deps.storage, [storageKey], job.log);
    await job.transaction(({ tx }) =>
      updateSpreadsheetExport(tx, row.id, {
        state: 'failed',
        reason: storedReason({ key: 'exports.exportUnreadable' }),
      }),
    );
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Runs the lists' exports as background jobs, and removes each when it expires; a job whose
 * export is gone or finished does nothing.
 */
export function registerSpreadsheetExports(jobs: JobQueue, deps: SpreadsheetExportDependencies): void {
  jobs.work<SpreadsheetExportJobData>(SPREADSHEET_EXPORT_JOB, (job) => runSpreadsheetExport(deps, job), {
    expireInSeconds: JOB_EXPIRY_SECONDS,
  });
  jobs.work<SpreadsheetExportRemovalData>(SPREADSHEET_EXPORT_REMOVAL_JOB, (removal) =>
    removeSpreadsheetExport(deps, removal),
  );
}
