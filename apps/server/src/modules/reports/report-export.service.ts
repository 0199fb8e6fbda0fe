import { type MessageRef, renderStoredReason, storedReason } from '@syna/contracts/messages';
import { endpointPath } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { createHash } from 'node:crypto';
import type { Language } from '@syna/contracts/constants';
import type { ListResponse } from '@syna/contracts/list';
import { REPORT_NUMBER_FIELDS, type ReportNumberField } from '@syna/contracts/document-templates';
import type { ReportExportJob, ReportExportRequest, ReportVersion } from '@syna/contracts/report-exports';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Job } from '../../platform/jobs/job-context.ts';
import { enqueueJob } from '../../platform/jobs/job-outbox.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { withSpooled } from '../../platform/storage/spooled-file.ts';
import { addAttachedFile } from '../content/index.ts';
import { DocxRefused } from '../../platform/docx/docx-refused.ts';
import { findDocumentTemplate, findTemplateFile, findTemplateNumberFields } from '../documents/index.ts';
import { inspectionFileStore, moveStatusForward, requireInspection } from '../inspections/index.ts';
import { sendNotice } from '../notifications/index.ts';
import { drawNumberFor } from '../sequences/index.ts';
import type { PdfConverter } from './pdf-converter.ts';
import { buildReportData, flattenReportData, type ReportNumbers } from './report-data.service.ts';
import {
  findReportExport,
  insertReportExport,
  setReportExportNumbers,
  setReportExportState,
  type ReportExportRow,
} from './report-export.repo.ts';
import { renderReport } from './report-render.ts';
import {
  findReportVersion,
  insertReportVersion,
  listReportVersions,
  nextVersionNumber,
} from './report-version.repo.ts';

export const REPORT_EXPORT_JOB = 'report.export';

/** What an export job carries: which firm's export, and who asked for it, in which language. */
interface ReportExportJobData {
  tenantId: string;
  exportId: string;
  userId: string;
  language: Language;
  /** The asker's last write position (see `JobScopeData`): the report's data may be read on the replica. */
  readAfter?: string | null;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const notFoundExport = () => notFound({ key: 'documents.exportMissing' });

/**
 * The report's data as `GET /admin/inspections/{id}/data` answers it: photos as links, nothing
 * drawn. Read on the read replica where the caller's last write allows (many queries, no write).
 */
export async function getReportData(
  context: RequestContext,
  inspectionId: string,
  query: { flat: boolean; baseUrl?: string | undefined },
): Promise<Record<string, unknown>> {
  const { data } = await context.standbyRead((tx) =>
    buildReportData({ ...context, tx }, inspectionId, { baseUrl: query.baseUrl, now: context.now() }),
  );
  return query.flat ? flattenReportData(data) : data;
}

/** A version as its reader gets it: why it has no PDF in the reader's language. */
const readVersion = (version: ReportVersion, language: Language): ReportVersion => ({
  ...version,
  pdfMissing: version.pdfMissing && renderStoredReason(version.pdfMissing, language),
});

async function toJob(
  context: Pick<RequestContext, 'tx' | 'language'>,
  row: ReportExportRow,
): Promise<ReportExportJob> {
  const version = row.versionId ? await findReportVersion(context.tx, row.versionId) : null;
  return {
    id: row.id,
    state: row.state,
    reason: row.reason && renderStoredReason(row.reason, context.language),
    version: version && readVersion(version, context.language),
    reportNumber: row.reportNumber,
    invoiceNumber: row.invoiceNumber,
    created: row.createdAt.toISOString(),
  };
}

/**
 * Asks for a report of the assignment from a template (SPEC §3 "Export request"); the job makes
 * it. The destination is the assignment's own files, and the data is about the assignment in the
 * path: another container or another assignment's id is refused (400). An assignment or template
 * not the firm's answers 404.
 */
export async function requestReportExport(
  context: RequestContext,
  inspectionId: string,
  request: ReportExportRequest,
): Promise<ReportExportJob> {
  await requireInspection(context, inspectionId);
  const container = `inspection/${inspectionId}/files`;
  if (request.destination?.container !== undefined && request.destination.container !== container) {
    throw badRequest(
      { key: 'documents.exportOtherAssignment' },
      {
        'body.destination.container': [{ key: 'documents.exportOtherAssignment' }],
      },
    );
  }
  if (request.data?.id !== undefined && request.data.id !== inspectionId) {
    throw badRequest(
      { key: 'documents.exportOtherAssignment' },
      {
        'body.data.id': [{ key: 'documents.exportOtherAssignment' }],
      },
    );
  }
  if (!(await findDocumentTemplate(context.tx, request.template))) {
    throw notFound({ key: 'documents.templateMissing' });
  }
  const row = await insertReportExport(context.tx, context.tenant.id, {
    inspectionId,
    templateId: request.template,
    filename: request.destination?.filename ?? null,
    baseUrl: request.parameters?.baseUrl ?? null,
    requestedBy: context.user.id,
  });
  const job: ReportExportJobData = {
    tenantId: context.tenant.id,
    exportId: row.id,
    userId: context.user.id,
    language: context.language,
    readAfter: context.lastWritePosition,
  };
  await enqueueJob(context.tx, { name: REPORT_EXPORT_JOB, data: { ...job } });
  return toJob(context, row);
}

export async function getReportExport(
  context: RequestContext,
  inspectionId: string,
  exportId: string,
): Promise<ReportExportJob> {
  const row = await findReportExport(context.tx, exportId);
  if (!row || row.inspectionId !== inspectionId) throw notFoundExport();
  return toJob(context, row);
}

export async function getReportVersions(
  context: RequestContext,
  inspectionId: string,
): Promise<ListResponse<ReportVersion>> {
  await requireInspection(context, inspectionId);
  const items = (await listReportVersions(context.tx, inspectionId)).map((version) =>
    readVersion(version, context.language),
  );
  return { items, total: items.length };
}

/** The report's file name: the one asked for or the template's, the assignment's number, the version. */
function reportFilename(base: string, assignmentNumber: string, version: number, extension: string): string {
  const name = base.replace(/\.(docx|dotx)$/i, '').trim();
  return `${name} ${assignmentNumber} v${version}.${extension}`;
}

export interface ExportDependencies {
  storage: FileStorage;
  converter: PdfConverter;
}

/**
 * Draws the numbers the template prints, each from the firm's sequence for it (`report.number` from
 * the `report` sequence, `invoice.number` from the `invoice` one); a number the template does not
 * print, or whose sequence the firm does not keep, is null. The caller's transaction holds the
 * sequences' rows until it ends, and one that rolls back gives its numbers back.
 */
async function drawPrintedNumbers(tx: Tx, printed: readonly ReportNumberField[]): Promise<ReportNumbers> {
  const draw = async (field: ReportNumberField) =>
    printed.includes(field)
      ? ((await drawNumberFor({ tx }, REPORT_NUMBER_FIELDS[field]))?.number ?? null)
      : null;
  return { reportNumber: await draw('report.number'), invoiceNumber: await draw('invoice.number') };
}

/**
 * The export's numbers: the ones an earlier try of its job drew and kept, or, at its first try,
 * those drawn now and kept on the export in the same transaction.
 */
async function exportNumbers(
  tx: Tx,
  row: ReportExportRow,
  printed: readonly ReportNumberField[],
): Promise<ReportNumbers> {
  if (row.numbersDrawn) return { reportNumber: row.reportNumber, invoiceNumber: row.invoiceNumber };
  const numbers = await drawPrintedNumbers(tx, printed);
  await setReportExportNumbers(tx, row.id, numbers);
  return numbers;
}

/**
 * One export's work, in three steps so that no transaction waits for LibreOffice: read the data
 * and draw the numbers the template prints; fill the template and convert it (outside any
 * transaction); store the files and record the version. The numbers are kept on the export: a try
 * again uses them, and an export that fails for good shows them, unused. A template that cannot be filled fails the export with
 * the reason; a PDF that cannot be made leaves the report as .docx, and the version says why.
 */
export async function runReportExport(
  deps: ExportDependencies,
  job: Job<ReportExportJobData>,
): Promise<void> {
  const { exportId } = job.data;
  const fail = (reason: MessageRef) =>
    job.transaction(({ tx }) =>
      setReportExportState(tx, exportId, 'failed', { reason: storedReason(reason) }),
    );
  const prepared = await job
    .transaction(async (context) => {
      const { tx } = context;
      const row = await findReportExport(tx, exportId);
      // Done or failed already; a try cut short (the server stopped) starts again.
      if (!row || row.state === 'done' || row.state === 'failed') return null;
      await setReportExportState(tx, row.id, 'rendering');
      const template = await findDocumentTemplate(tx, row.templateId);
      const file = await findTemplateFile(tx, row.templateId);
      const printed = await findTemplateNumberFields(tx, row.templateId);
      if (!template || !file || !printed)
        return { row, failure: { key: 'documents.templateMissing' } as MessageRef };
      const numbers = await exportNumbers(tx, row, printed);
      const report = await context.standbyRead((reader) =>
        buildReportData({ ...context, tx: reader }, row.inspectionId, {
          baseUrl: row.baseUrl ?? undefined,
          numbers,
          now: context.now(),
        }),
      );
      const assignment = report.data.assignment as { number: string };
      return {
        row,
        template,
        file,
        numbers,
        report,
        assignmentNumber: assignment.number,
        failure: null,
      };
    })
    .catch(async (error: unknown) => {
      // The assignment was deleted meanwhile, or its data could not be read.
      job.log.warn({ err: error, export: exportId }, 'report export: the data could not be read');
      await fail({ key: 'documents.renderFailed' });
      return null;
    });
  if (!prepared) return;
  if (prepared.failure !== null) return fail(prepared.failure);
  const { row } = prepared;

  let docx: Buffer;
  try {
    const stream = await deps.storage.get(prepared.file.storageKey);
    if (!stream) return await fail({ key: 'documents.templateMissing' });
    docx = await renderReport(
      deps.storage,
      Buffer.concat(await stream.toArray()),
      prepared.report.data,
      prepared.report.pictures,
    );
  } catch (error) {
    job.log.warn({ err: error, export: row.id }, 'report export: the template could not be filled');
    return fail(error instanceof DocxRefused ? error.reasons[0] : { key: 'documents.renderFailed' });
  }

  let pdf: Buffer | null = null;
  let pdfMissing: MessageRef | null = { key: 'documents.pdfUnavailable' };
  if (await deps.converter.available()) {
    await job.transaction(({ tx }) => setReportExportState(tx, row.id, 'converting'));
    try {
      pdf = await deps.converter.convert(docx);
      pdfMissing = null;
    } catch (error) {
      job.log.warn({ err: error, export: row.id }, 'report export: the PDF could not be made');
      pdfMissing = { key: 'documents.pdfFailed' };
    }
  }

  await job.transaction(async (context) => {
    const { tx } = context;
    const shelf = inspectionFileStore.shelfOf(row.inspectionId);
    const version = await nextVersionNumber(tx, row.inspectionId);
    const base = row.filename ?? prepared.template.filename;
    // Stored as an upload is: from a temporary file.
    const store = (bytes: Buffer, extension: 'docx' | 'pdf') =>
      withSpooled(bytes, (file) =>
        addAttachedFile(context, deps.storage, shelf, {
          ...file,
          filename: reportFilename(base, prepared.assignmentNumber, version, extension),
        }),
      );
    const docxFile = await store(docx, 'docx');
    const pdfFile = pdf ? await store(pdf, 'pdf') : null;
    const versionId = await insertReportVersion(tx, context.tenant.id, {
      inspectionId: row.inspectionId,
      version,
      templateId: prepared.template.id,
      templateName: prepared.template.name,
      templateSha256: prepared.template.sha256,
      reportNumber: prepared.numbers.reportNumber,
      invoiceNumber: prepared.numbers.invoiceNumber,
      docxFileId: docxFile.id,
      docxSha256: sha256(docx),
      pdfFileId: pdfFile?.id ?? null,
      pdfSha256: pdf ? sha256(pdf) : null,
      pdfMissing: pdfMissing && storedReason(pdfMissing),
      createdBy: context.user.id,
    });
    await setReportExportState(tx, row.id, 'done', { versionId });
    await moveStatusForward(context, row.inspectionId, 'reported');
    // A report takes a while: whoever asked for it hears that it is ready, wherever they are in the app.
    const files = [pdfFile, docxFile].filter((file) => file !== null);
    const assignmentPage = `/${context.tenant.id}/inspections/${row.inspectionId}`;
    // Told in the app only (a report's readiness is not e-mailed), so no address is needed.
    await sendNotice({ tx, tenantId: context.tenant.id, publicUrl: null }, [context.user.id], {
      kind: 'reportReady',
      subject: { key: 'organisation.reportReady', values: { number: prepared.assignmentNumber } },
      body: prepared.template.name,
      icon: 'report',
      open: { route: assignmentPage, label: { key: 'organisation.openAssignment' } },
      attachments: files.map((file) => ({
        name: file.filename,
        url: endpointPath(inspectionEndpoints.downloadFile, {
          tenant: context.tenant.id,
          id: row.inspectionId,
          fileId: file.id,
        }),
      })),
    });
  });
}

/**
 * Runs report exports as background jobs; a job whose export is gone or done does nothing. A try
 * that throws (the storage or the database failed) is tried again by the queue with the numbers
 * it drew; after the last try the export is marked failed rather than left working.
 */
export function registerReportExports(jobs: JobQueue, deps: ExportDependencies): void {
  jobs.work<ReportExportJobData>(REPORT_EXPORT_JOB, async (job) => {
    try {
      await runReportExport(deps, job);
    } catch (error) {
      if (job.attempt.retryCount >= job.attempt.retryLimit) {
        await job.transaction(({ tx }) =>
          setReportExportState(tx, job.data.exportId, 'failed', {
            reason: storedReason({ key: 'documents.storeFailed' }),
          }),
        );
      }
      throw error;
    }
  });
}
