import { randomUUID } from 'node:crypto';
import type { ListResponse } from '@syna/contracts/list';
import {
  OBJECT_COPY_SUFFIX,
  type InspectionObject,
  type ObjectCreate,
  type ObjectState,
  type ObjectStateAction,
  type ObjectUpdate,
} from '@syna/contracts/remarks';
import { requireFreeId } from '../../platform/http/client-id.ts';
import { notFound } from '../../platform/http/problem.ts';
import { requireVersion } from '../../platform/http/record-versions.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { inspectionExists } from './inspection-lookup.repo.ts';
import {
  deleteObject,
  findObject,
  insertObject,
  listObjects,
  nextObjectSortOrder,
  toInspectionObject,
  updateObject,
  type ObjectRow,
} from './object.repo.ts';
import { insertRemarks, listRemarksOfObjects } from './remark.repo.ts';
import { removeUnusedAssets } from './remark-assets.service.ts';
import { assetIdsOfRemarks, insertRemarkImages, listImagesOfRemarks } from './remark-image.repo.ts';
import { withPhotosAndRecordings } from './remark-media.service.ts';
import { removeRecordingFilesOf } from '../speech/index.ts';

const objectNotFound = () => notFound({ key: 'remarks.objectMissing' });

export async function requireInspection(context: RequestContext, inspectionId: string): Promise<void> {
  if (!(await inspectionExists(context.tx, inspectionId)))
    throw notFound({ key: 'assignments.assignmentMissing' });
}

export async function requireObject(
  context: RequestContext,
  inspectionId: string,
  objectId: string,
): Promise<ObjectRow> {
  const object = await findObject(context.tx, inspectionId, objectId);
  if (!object) throw objectNotFound();
  return object;
}

/** Objects with their remarks and the remarks' images, in two queries however many there are. */
async function withRemarks(context: RequestContext, objects: ObjectRow[]): Promise<InspectionObject[]> {
  const remarkRows = await listRemarksOfObjects(
    context.tx,
    objects.map((object) => object.id),
  );
  const remarks = await withPhotosAndRecordings(context, remarkRows);
  return objects.map((object) =>
    toInspectionObject(
      object,
      remarks.filter((remark) => remark.objectId === object.id),
    ),
  );
}

/** The inspection's objects in order, each with its remarks and their images. */
export async function listObjectsWithRemarks(
  context: RequestContext,
  inspectionId: string,
): Promise<ListResponse<InspectionObject>> {
  await requireInspection(context, inspectionId);
  const items = await withRemarks(context, await listObjects(context.tx, inspectionId));
  return { items, total: items.length };
}

export async function createObject(
  context: RequestContext,
  inspectionId: string,
  input: ObjectCreate,
): Promise<InspectionObject> {
  await requireInspection(context, inspectionId);
  await requireFreeId(context.tx, 'inspection_objects', input.id);
  const row = await insertObject(context.tx, context.tenant.id, {
    ...(input.id ? { id: input.id } : {}),
    inspectionId,
    name: input.name,
    description: input.description ?? null,
    status: input.status ?? null,
    sortOrder: input.sortOrder ?? (await nextObjectSortOrder(context.tx, inspectionId)),
    attributes: input.attributes ?? {},
  });
  return toInspectionObject(row, []);
}

/**
 * The object (404 otherwise) at the version `If-Match` named, if it named one: locked until the
 * change commits, else 409 with the object as it is now.
 */
async function requireObjectAt(
  context: RequestContext,
  inspectionId: string,
  objectId: string,
  ifMatch: number | undefined,
): Promise<ObjectRow> {
  const object = await findObject(context.tx, inspectionId, objectId, { forUpdate: ifMatch !== undefined });
  if (!object) throw objectNotFound();
  await requireVersion(object.version, ifMatch, async () => (await withRemarks(context, [object]))[0]);
  return object;
}

/**
 * Changes the fields sent (or the state), answering the object with its remarks; with `ifMatch`,
 * only if the object is still at that version (else 409).
 */
export async function changeObject(
  context: RequestContext,
  inspectionId: string,
  objectId: string,
  changes: ObjectUpdate | { state: ObjectState },
  ifMatch?: number,
): Promise<InspectionObject> {
  if (ifMatch !== undefined) await requireObjectAt(context, inspectionId, objectId, ifMatch);
  const row = await updateObject(context.tx, inspectionId, objectId, changes);
  if (!row) throw objectNotFound();
  const [object] = await withRemarks(context, [row]);
  return object!;
}

/**
 * Copies an object into the same inspection, last in order, with copies of its remarks and of
 * their image references: the copies share the stored files, and an annotated version points
 * at the copy of its original. The copy's name says so in the caller's language.
 */
export async function copyObject(
  context: RequestContext,
  inspectionId: string,
  objectId: string,
): Promise<InspectionObject> {
  const { tx, tenant, user } = context;
  const source = await requireObject(context, inspectionId, objectId);
  const copy = await insertObject(tx, tenant.id, {
    inspectionId,
    name: `${source.name}${OBJECT_COPY_SUFFIX[context.language]}`,
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
    remarks.map(
      ({ tenantId: _tenant, createdAt: _created, updatedAt: _updated, version: _version, ...remark }) => ({
        ...remark,
        id: remarkCopies.get(remark.id)!,
        objectId: copy.id,
        createdBy: user.id,
      }),
    ),
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
      caption: image.caption,
      sortOrder: image.sortOrder,
    })),
  );
  const [object] = await withRemarks(context, [copy]);
  return object!;
}

/** `?state=copy` copies the object (answered 201); another state is set on it. */
export function actOnObject(
  context: RequestContext,
  inspectionId: string,
  objectId: string,
  { state }: ObjectStateAction,
): Promise<InspectionObject> {
  return state === 'copy'
    ? copyObject(context, inspectionId, objectId)
    : changeObject(context, inspectionId, objectId, { state });
}

/**
 * Deletes an object with its remarks and images (with `ifMatch`, only if it is still at that
 * version, else 409); the stored files no other object uses go once
 * that has committed.
 */
export async function removeObject(
  context: RequestContext,
  storage: FileStorage,
  inspectionId: string,
  objectId: string,
  ifMatch?: number,
): Promise<void> {
  await requireObjectAt(context, inspectionId, objectId, ifMatch);
  const remarks = await listRemarksOfObjects(context.tx, [objectId]);
  const remarkIds = remarks.map((remark) => remark.id);
  const assetIds = await assetIdsOfRemarks(context.tx, remarkIds);
  await removeRecordingFilesOf(context, storage, remarkIds);
  await deleteObject(context.tx, inspectionId, objectId);
  await removeUnusedAssets(context, storage, assetIds);
}
