import type { MessageRef } from '@syna/contracts/messages';
import type { DocumentFields, DocumentTemplate } from '@syna/contracts/document-templates';
import type { ListResponse } from '@syna/contracts/list';
import { DOCUMENT_TEMPLATE_CHECK_MAX_MS, REPORT_FIELDS } from '@syna/contracts/document-templates';
import { formTemplatePaths } from '@syna/contracts/form-template-fields';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { newFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import { readSpooled, spooledStream } from '../../platform/storage/spooled-file.ts';
import {
  removeFilesAfterCommit,
  withFilesRemovedOnFailure,
} from '../../platform/storage/transactional-files.ts';
import { runInWorker, WorkerLimitExceeded, type WorkerTask } from '../../platform/workers/run-in-worker.ts';
import { describeChange, type ChangeDescription } from '../events/index.ts';
import { formFieldsForTemplates } from '../forms/index.ts';
import type { inspectTemplate, TemplateInspection } from './template-inspection.ts';
import {
  deleteDocumentTemplate,
  findDocumentTemplate,
  findTemplateFile,
  insertDocumentTemplate,
  listDocumentTemplates,
  replaceDocumentTemplate,
  type TemplateFile,
} from './document-template.repo.ts';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const missing = () => notFound({ key: 'documents.templateMissing' });

/** The name a template is listed under: the one given, or its file's name without `.docx`. */
const templateName = (given: string | undefined, filename: string) =>
  given || filename.replace(/\.docx$/i, '') || filename;

const INSPECT_TEMPLATE: WorkerTask<typeof inspectTemplate> = {
  module: new URL('./template-inspection.ts', import.meta.url),
  name: 'inspectTemplate',
};
/** The checks hold the unpacked XML, at most DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES, as text. */
const CHECK_LIMITS = { timeoutMs: DOCUMENT_TEMPLATE_CHECK_MAX_MS, memoryMb: 768 };

const refusedFile = (reasons: readonly [MessageRef, ...MessageRef[]]) =>
  badRequest(reasons[0], { 'body.file': [...reasons] });

/** What the checks learn from a template they let through. */
type CheckedTemplate = Extract<TemplateInspection, { unknownFields: string[] }>;

/**
 * Checks a template's file: its package and its tags (template-inspection.ts), in a worker thread
 * within a time and a memory limit, so that no file, however crafted, holds up the server's other
 * requests. A refused file is a 400 on `body.file` listing every reason. Uploads run it before
 * their transaction opens (documents.module.ts); its answer then reaches the handler as
 * `file.checked`.
 */
export async function checkTemplateUpload(file: UploadedFile): Promise<CheckedTemplate> {
  const inspection = await runInWorker(INSPECT_TEMPLATE, [await readSpooled(file)], CHECK_LIMITS).catch(
    (error: unknown) => {
      if (error instanceof WorkerLimitExceeded) throw refusedFile([{ key: 'documents.checkLimit' }]);
      throw error;
    },
  );
  if ('refused' in inspection) throw refusedFile(inspection.refused);
  return inspection;
}

/**
 * Reads a checked file as a template: checked on upload already, or now (a base template being
 * copied); and which numbers it prints noted for the export to draw.
 */
async function readTemplateUpload(context: RequestContext, upload: UploadedFile, name: string | undefined) {
  const checked = (upload.checked as CheckedTemplate | undefined) ?? (await checkTemplateUpload(upload));
  const formFields = formTemplatePaths(await formFieldsForTemplates(context.tx));
  return {
    name: templateName(name, upload.filename),
    filename: upload.filename,
    size: upload.size,
    sha256: upload.sha256,
    unknownFields: [...checked.unknownFields, ...checked.formFields.filter((path) => !formFields.has(path))],
    numberFields: checked.numberFields,
  };
}

/** `GET /documents/fields`: the report's own fields and the firm's form fields, as the upload knows them. */
export async function getDocumentFields(context: RequestContext): Promise<DocumentFields> {
  return { report: [...REPORT_FIELDS], forms: await formFieldsForTemplates(context.tx) };
}

export async function getDocumentTemplates(context: RequestContext): Promise<ListResponse<DocumentTemplate>> {
  const items = await listDocumentTemplates(context.tx);
  return { items, total: items.length };
}

/** Stores a checked upload under a new key and writes its row through `write`. */
async function storeTemplate<T>(
  context: RequestContext,
  storage: FileStorage,
  upload: UploadedFile,
  name: string | undefined,
  write: (file: TemplateFile) => Promise<T>,
): Promise<T> {
  const checked = await readTemplateUpload(context, upload, name);
  return withFilesRemovedOnFailure(storage, context.log, async (put) => {
    const storageKey = newFileKey(context.tenant.id);
    await put(storageKey, spooledStream(upload), DOCX_TYPE);
    return write({ ...checked, storageKey, updatedBy: context.user.id });
  });
}

/** The template as it is after a call, told to the events log by its name. */
async function describedTemplate(
  context: RequestContext,
  action: ChangeDescription['action'],
  id: string,
): Promise<DocumentTemplate> {
  const template = (await findDocumentTemplate(context.tx, id))!;
  describeChange(context.tx, { action, recordType: 'documents', id, label: template.name });
  return template;
}

export async function addDocumentTemplate(
  context: RequestContext,
  storage: FileStorage,
  upload: UploadedFile,
  name: string | undefined,
): Promise<DocumentTemplate> {
  const id = await storeTemplate(context, storage, upload, name, (file) =>
    insertDocumentTemplate(context.tx, context.tenant.id, file),
  );
  return describedTemplate(context, 'create', id);
}

/** Puts a new file in a template's place; the old file is removed once that has committed. */
export async function replaceTemplateFile(
  context: RequestContext,
  storage: FileStorage,
  id: string,
  upload: UploadedFile,
  name: string | undefined,
): Promise<DocumentTemplate> {
  if (!(await findTemplateFile(context.tx, id))) throw missing();
  const replaced = await storeTemplate(context, storage, upload, name, (file) =>
    replaceDocumentTemplate(context.tx, id, file),
  );
  if (replaced === null) throw missing();
  removeFilesAfterCommit(context, storage, [replaced]);
  return describedTemplate(context, 'update', id);
}

export async function openDocumentTemplate(
  context: RequestContext,
  storage: FileStorage,
  id: string,
): Promise<FileDownload> {
  const file = await findTemplateFile(context.tx, id);
  const bytes = file ? await storage.get(file.storageKey) : null;
  if (!file || !bytes) throw missing();
  return { body: bytes, contentType: DOCX_TYPE, filename: file.filename, size: file.size };
}

export async function removeDocumentTemplate(
  context: RequestContext,
  storage: FileStorage,
  id: string,
): Promise<void> {
  const template = await findDocumentTemplate(context.tx, id);
  const storageKey = await deleteDocumentTemplate(context.tx, id);
  if (!template || storageKey === null) throw missing();
  describeChange(context.tx, { action: 'delete', recordType: 'documents', id, label: template.name });
  removeFilesAfterCommit(context, storage, [storageKey]);
}
