import type { ListResponse } from '@syna/contracts/list';
import {
  REMARK_VALUES_LIMIT,
  type Remark,
  type RemarkBulkUpdate,
  type RemarkCreate,
  type RemarkRevision,
  type RemarkUpdate,
  type RemarkValueField,
} from '@syna/contracts/remarks';
import { requireFreeId } from '../../platform/http/client-id.ts';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import { requireVersion } from '../../platform/http/record-versions.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { findUnknownLookupIds, remarkGradeKind } from '../lookups/index.ts';
import { linkRecordingsToRemark, removeRecordingFilesOf } from '../speech/index.ts';
import { requireObject } from './object.service.ts';
import {
  deleteRemark,
  findRemark,
  insertRemarks,
  listRemarksOfObjects,
  nextRemarkSortOrder,
  updateRemark,
  usedRemarkValues,
  type RemarkRow,
} from './remark.repo.ts';
import { removeUnusedAssets } from './remark-assets.service.ts';
import { listRemarkRevisions } from './remark-revision.repo.ts';
import { assetIdsOfRemarks } from './remark-image.repo.ts';
import { withPhotosAndRecordings } from './remark-media.service.ts';

/** An object as its path names it: the inspection `id` and the `object`. */
export interface ObjectPath {
  id: string;
  object: string;
}

/** A remark as its path names it: on `object` of inspection `id`. */
export interface RemarkPath extends ObjectPath {
  remark: string;
}

const remarkNotFound = () => notFound({ key: 'remarks.remarkMissing' });

/** The remark, on an object of the inspection in the path; 404 otherwise. */
export async function requireRemark(context: RequestContext, path: RemarkPath): Promise<RemarkRow> {
  await requireObject(context, path.id, path.object);
  const remark = await findRemark(context.tx, path.object, path.remark);
  if (!remark) throw remarkNotFound();
  return remark;
}

/**
 * The remark of the path (404 otherwise) at the version `If-Match` named, if it named one: locked
 * until the change commits, else 409 with the remark as it is now.
 */
async function requireRemarkAt(
  context: RequestContext,
  path: RemarkPath,
  ifMatch: number | undefined,
): Promise<RemarkRow> {
  await requireObject(context, path.id, path.object);
  const remark = await findRemark(context.tx, path.object, path.remark, { forUpdate: ifMatch !== undefined });
  if (!remark) throw remarkNotFound();
  await requireVersion(
    remark.version,
    ifMatch,
    async () => (await withPhotosAndRecordings(context, [remark]))[0],
  );
  return remark;
}

/**
 * The grades the remarks name must be of the firm's scale: a field error at each one that is not
 * (400), before anything is written. `at` is the body's path to a remark (`body`, `body.items.2`).
 */
async function requireOwnGrades(
  context: RequestContext,
  remarks: readonly { at: string; gradeId?: string | null | undefined }[],
): Promise<void> {
  const named = remarks.filter((remark): remark is { at: string; gradeId: string } => !!remark.gradeId);
  const unknown = new Set(
    await findUnknownLookupIds(
      context,
      { kind: remarkGradeKind, parentId: null },
      named.map((remark) => remark.gradeId),
    ),
  );
  const errors: FieldErrors = {};
  for (const { at, gradeId } of named)
    if (unknown.has(gradeId)) errors[`${at}.gradeId`] = [{ key: 'remarks.gradeUnknown' }];
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'remarks.gradeUnknown' }, errors);
}

export async function listRemarks(context: RequestContext, path: ObjectPath): Promise<ListResponse<Remark>> {
  await requireObject(context, path.id, path.object);
  const rows = await listRemarksOfObjects(context.tx, [path.object]);
  const items = await withPhotosAndRecordings(context, rows);
  return { items, total: items.length };
}

export async function createRemark(
  context: RequestContext,
  path: ObjectPath,
  input: RemarkCreate,
): Promise<Remark> {
  await requireObject(context, path.id, path.object);
  await requireOwnGrades(context, [{ at: 'body', gradeId: input.gradeId }]);
  await requireFreeId(context.tx, 'remarks', input.id);
  const [row] = await insertRemarks(context.tx, context.tenant.id, [
    {
      ...(input.id ? { id: input.id } : {}),
      objectId: path.object,
      title: input.title,
      text: input.text ?? null,
      category: input.category ?? null,
      location: input.location ?? null,
      gradeId: input.gradeId ?? null,
      recommendedAction: input.recommendedAction ?? null,
      investigate: input.investigate ?? false,
      investigation: input.investigation ?? null,
      costEstimate: input.costEstimate ?? null,
      sortOrder: input.sortOrder ?? (await nextRemarkSortOrder(context.tx, path.object)),
      attributes: input.attributes ?? {},
      createdBy: context.user.id,
    },
  ]);
  await linkRecordingsToRemark(context, row!.id, input.recordingIds ?? [], 'body.recordingIds');
  const [remark] = await withPhotosAndRecordings(context, [row!]);
  return remark!;
}

/** Changes the fields sent; with `ifMatch`, only if the remark is still at that version (else 409). */
export async function changeRemark(
  context: RequestContext,
  path: RemarkPath,
  changes: RemarkUpdate,
  ifMatch?: number,
): Promise<Remark> {
  await requireRemarkAt(context, path, ifMatch);
  await requireOwnGrades(context, [{ at: 'body', gradeId: changes.gradeId }]);
  const { recordingIds = [], ...fields } = changes;
  const row = await updateRemark(context.tx, path.object, path.remark, fields);
  if (!row) throw remarkNotFound();
  await linkRecordingsToRemark(context, row.id, recordingIds, 'body.recordingIds');
  const [remark] = await withPhotosAndRecordings(context, [row]);
  return remark!;
}

/**
 * Changes several remarks of one object. Every id must be a remark of that object, or nothing
 * changes (the error rolls the request's transaction back). Answers all the object's remarks.
 */
export async function changeRemarks(
  context: RequestContext,
  path: ObjectPath,
  { items }: RemarkBulkUpdate,
): Promise<ListResponse<Remark>> {
  await requireObject(context, path.id, path.object);
  await requireOwnGrades(
    context,
    items.map((item, index) => ({ at: `body.items.${index}`, gradeId: item.gradeId })),
  );
  for (const { id, ...changes } of items) {
    if (!(await updateRemark(context.tx, path.object, id, changes))) throw remarkNotFound();
  }
  return listRemarks(context, path);
}

/**
 * Deletes a remark with its images, recordings and earlier states (with `ifMatch`, only if it is
 * still at that version, else 409); the stored files no other remark uses go once that has committed.
 */
export async function removeRemark(
  context: RequestContext,
  storage: FileStorage,
  path: RemarkPath,
  ifMatch?: number,
): Promise<void> {
  await requireRemarkAt(context, path, ifMatch);
  const assetIds = await assetIdsOfRemarks(context.tx, [path.remark]);
  await removeRecordingFilesOf(context, storage, [path.remark]);
  await deleteRemark(context.tx, path.object, path.remark);
  await removeUnusedAssets(context, storage, assetIds);
}

/** The remark's earlier states, newest first: text a later change replaced stays retrievable. */
export async function remarkRevisions(
  context: RequestContext,
  path: RemarkPath,
): Promise<ListResponse<RemarkRevision>> {
  await requireRemark(context, path);
  const items = await listRemarkRevisions(context.tx, path.remark);
  return { items, total: items.length };
}

/** Values of a field already used in the firm's remarks, most used first, for autocomplete. */
export async function remarkValues(
  context: RequestContext,
  field: RemarkValueField,
  { query, limit }: { query?: string | undefined; limit?: number | undefined },
): Promise<ListResponse<string>> {
  const items = await usedRemarkValues(context.tx, field, query ?? '', limit ?? REMARK_VALUES_LIMIT);
  return { items, total: items.length };
}
