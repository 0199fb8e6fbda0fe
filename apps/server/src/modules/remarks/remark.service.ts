import type {
  Remark,
  RemarkBulkUpdate,
  RemarkCreate,
  RemarkUpdate,
  RemarkValueField,
} from '@syna/contracts/remarks';
import { notFound } from '../../platform/http/problem.ts';
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
import { assetIdsOfRemarks, deleteUnusedAssets } from './remark-image.repo.ts';
import { toRemark, withImages } from './remark-views.ts';
import type { RequestScope } from './request-scope.ts';

/** Where a remark sits: its inspection and object, both from the path. */
export interface RemarkPath {
  inspectionId: string;
  objectId: string;
}

const remarkNotFound = () => notFound('Anmärkningen finns inte');

/** The remark, on an object of the inspection in the path; 404 otherwise. */
export async function requireRemark(
  scope: RequestScope,
  path: RemarkPath,
  remarkId: string,
): Promise<RemarkRow> {
  await requireObject(scope, path.inspectionId, path.objectId);
  const remark = await findRemark(scope.tx, path.objectId, remarkId);
  if (!remark) throw remarkNotFound();
  return remark;
}

export async function listRemarks(scope: RequestScope, path: RemarkPath): Promise<Remark[]> {
  await requireObject(scope, path.inspectionId, path.objectId);
  return withImages(scope.tx, scope.tenant.id, await listRemarksOfObjects(scope.tx, [path.objectId]));
}

export async function createRemark(
  scope: RequestScope,
  path: RemarkPath,
  input: RemarkCreate,
): Promise<Remark> {
  await requireObject(scope, path.inspectionId, path.objectId);
  const [row] = await insertRemarks(scope.tx, scope.tenant.id, [
    {
      objectId: path.objectId,
      title: input.title,
      text: input.text ?? null,
      category: input.category ?? null,
      location: input.location ?? null,
      sortOrder: input.sortOrder ?? (await nextRemarkSortOrder(scope.tx, path.objectId)),
      attributes: input.attributes ?? {},
      createdBy: scope.user.id,
    },
  ]);
  return toRemark(row!, []);
}

export async function changeRemark(
  scope: RequestScope,
  path: RemarkPath,
  remarkId: string,
  changes: RemarkUpdate,
): Promise<Remark> {
  await requireObject(scope, path.inspectionId, path.objectId);
  const row = await updateRemark(scope.tx, path.objectId, remarkId, changes);
  if (!row) throw remarkNotFound();
  const [remark] = await withImages(scope.tx, scope.tenant.id, [row]);
  return remark!;
}

/**
 * Changes several remarks of one object. Every id must be a remark of that object, or nothing
 * changes (the error rolls the request's transaction back). Answers all the object's remarks.
 */
export async function changeRemarks(
  scope: RequestScope,
  path: RemarkPath,
  { items }: RemarkBulkUpdate,
): Promise<Remark[]> {
  await requireObject(scope, path.inspectionId, path.objectId);
  for (const { id, ...changes } of items) {
    if (!(await updateRemark(scope.tx, path.objectId, id, changes))) throw remarkNotFound();
  }
  return listRemarks(scope, path);
}

/** Deletes a remark with its images; answers the files no longer used, to remove after commit. */
export async function removeRemark(
  scope: RequestScope,
  path: RemarkPath,
  remarkId: string,
): Promise<string[]> {
  await requireRemark(scope, path, remarkId);
  const assetIds = await assetIdsOfRemarks(scope.tx, [remarkId]);
  await deleteRemark(scope.tx, path.objectId, remarkId);
  return deleteUnusedAssets(scope.tx, assetIds);
}

export function remarkValues(scope: RequestScope, field: RemarkValueField, query: string): Promise<string[]> {
  return usedRemarkValues(scope.tx, field, query);
}
