import { randomUUID } from 'node:crypto';
import type { InspectionObject, ObjectCreate, ObjectState, ObjectUpdate } from '@syna/contracts/remarks';
import { notFound } from '../../platform/http/problem.ts';
import type { Locale } from '../../idp/sign-in-pages.ts';
import { inspectionExists } from './inspection-lookup.repo.ts';
import {
  deleteObject,
  findObject,
  insertObject,
  listObjects,
  nextObjectSortOrder,
  updateObject,
  type ObjectRow,
} from './object.repo.ts';
import { insertRemarks, listRemarksOfObjects } from './remark.repo.ts';
import {
  assetIdsOfRemarks,
  deleteUnusedAssets,
  insertRemarkImages,
  listImagesOfRemarks,
} from './remark-image.repo.ts';
import { groupBy, toInspectionObject, withImages } from './remark-views.ts';
import type { RequestScope } from './request-scope.ts';

export async function requireInspection(scope: RequestScope, inspectionId: string): Promise<void> {
  if (!(await inspectionExists(scope.tx, inspectionId))) throw notFound('Uppdraget finns inte');
}

export async function requireObject(
  scope: RequestScope,
  inspectionId: string,
  objectId: string,
): Promise<ObjectRow> {
  const object = await findObject(scope.tx, inspectionId, objectId);
  if (!object) throw notFound('Objektet finns inte');
  return object;
}

async function withRemarks(scope: RequestScope, objects: ObjectRow[]): Promise<InspectionObject[]> {
  const remarkRows = await listRemarksOfObjects(
    scope.tx,
    objects.map((object) => object.id),
  );
  const byObject = groupBy(
    await withImages(scope.tx, scope.tenant.id, remarkRows),
    (remark) => remark.objectId,
  );
  return objects.map((object) => toInspectionObject(object, byObject.get(object.id) ?? []));
}

/** The inspection's objects in order, each with its remarks and their images. */
export async function listObjectsWithRemarks(
  scope: RequestScope,
  inspectionId: string,
): Promise<InspectionObject[]> {
  await requireInspection(scope, inspectionId);
  return withRemarks(scope, await listObjects(scope.tx, inspectionId));
}

export async function createObject(
  scope: RequestScope,
  inspectionId: string,
  input: ObjectCreate,
): Promise<InspectionObject> {
  await requireInspection(scope, inspectionId);
  const row = await insertObject(scope.tx, scope.tenant.id, {
    inspectionId,
    name: input.name,
    description: input.description ?? null,
    status: input.status ?? null,
    sortOrder: input.sortOrder ?? (await nextObjectSortOrder(scope.tx, inspectionId)),
    attributes: input.attributes ?? {},
  });
  return toInspectionObject(row, []);
}

/** Changes the fields sent (or the state), answering the object with its remarks. */
export async function changeObject(
  scope: RequestScope,
  inspectionId: string,
  objectId: string,
  changes: ObjectUpdate | { state: ObjectState },
): Promise<InspectionObject> {
  const row = await updateObject(scope.tx, inspectionId, objectId, changes);
  if (!row) throw notFound('Objektet finns inte');
  const [object] = await withRemarks(scope, [row]);
  return object!;
}

/** What a copy's name ends with, in the language the caller reads. */
const COPY_SUFFIX = { sv: ' (kopia)', en: ' (copy)' } as const satisfies Record<Locale, string>;

/**
 * Copies an object into the same inspection, last in order, with copies of its remarks and of
 * their image references: the copies share the stored files, and an annotated version points
 * at the copy of its original.
 */
export async function copyObject(
  scope: RequestScope,
  inspectionId: string,
  objectId: string,
  locale: Locale,
): Promise<InspectionObject> {
  const { tx, tenant, user } = scope;
  const source = await requireObject(scope, inspectionId, objectId);
  const copy = await insertObject(tx, tenant.id, {
    inspectionId,
    name: `${source.name}${COPY_SUFFIX[locale]}`,
    description: source.description,
    status: source.status,
    state: source.state,
    sortOrder: await nextObjectSortOrder(tx, inspectionId),
    attributes: source.attributes,
  });
  const remarks = await listRemarksOfObjects(tx, [source.id]);
  const remarkCopies = new Map(remarks.map((remark) => [remark.id, randomUUID()]));
  await insertRemarks(
    tx,
    tenant.id,
    remarks.map(({ tenantId: _tenant, createdAt: _created, updatedAt: _updated, ...remark }) => ({
      ...remark,
      id: remarkCopies.get(remark.id)!,
      objectId: copy.id,
      createdBy: user.id,
    })),
  );
  const images = await listImagesOfRemarks(tx, [...remarkCopies.keys()]);
  const imageCopies = new Map(images.map((image) => [image.id, randomUUID()]));
  await insertRemarkImages(
    tx,
    tenant.id,
    images.map((image) => ({
      id: imageCopies.get(image.id)!,
      remarkId: remarkCopies.get(image.remarkId)!,
      assetId: image.assetId,
      originalId: image.originalId ? (imageCopies.get(image.originalId) ?? null) : null,
      annotations: image.annotations,
      sortOrder: image.sortOrder,
    })),
  );
  const [object] = await withRemarks(scope, [copy]);
  return object!;
}

/** Deletes an object with its remarks and images; answers the files no longer used, to remove after commit. */
export async function removeObject(
  scope: RequestScope,
  inspectionId: string,
  objectId: string,
): Promise<string[]> {
  await requireObject(scope, inspectionId, objectId);
  const remarks = await listRemarksOfObjects(scope.tx, [objectId]);
  const assetIds = await assetIdsOfRemarks(
    scope.tx,
    remarks.map((remark) => remark.id),
  );
  await deleteObject(scope.tx, inspectionId, objectId);
  return deleteUnusedAssets(scope.tx, assetIds);
}
