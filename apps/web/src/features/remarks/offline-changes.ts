import type { Annotation, InspectionObject, Remark, RemarkImage } from '@syna/contracts/remarks';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { speechEndpoints } from '@syna/contracts/endpoints/speech';
import type { SpeechRecording } from '@syna/contracts/speech';
import type { OutboxChange } from '@/lib/offline/outbox-change';
import { registerOutboxEndpoint, type OutboxContext } from '@/lib/offline/outbox-endpoints';
import { mergeEdit } from '@/lib/offline/field-merge';
import type { OutboxRequest } from '@/lib/offline/outbox-change';
import type { SyncRunner } from '@/lib/offline/sync-runner';
import {
  addImage,
  dropImage,
  dropObject,
  dropRemark,
  putAnnotatedVersion,
  putCaption,
  putObject,
  putRemark,
  putRemarks,
} from './object-cache';
import { annotatedVersionOf } from './photo-order';
import { followTranscription } from './dictation/follow-transcription';

// The objects tab's changes as the outbox keeps them, and what each does to the cached objects
// list before the server has it: the list shows them at once, and again over a list fetched before
// they were sent.

/** The outbox's names of the field changes of objects, remarks and photos. */
export const OFFLINE_ENDPOINT = {
  createObject: 'objects.create',
  changeObject: 'objects.change',
  removeObject: 'objects.remove',
  createRemark: 'remarks.create',
  changeRemark: 'remarks.change',
  changeRemarks: 'remarks.changeMany',
  removeRemark: 'remarks.remove',
  uploadPhoto: 'remarks.images.upload',
  annotatePhoto: 'remarks.images.annotate',
  captionPhoto: 'remarks.images.caption',
  removePhoto: 'remarks.images.remove',
  uploadRecording: 'speech.upload',
} as const;

type Fields = Record<string, unknown>;

/** A record's version, the `If-Match` of an edit made from it. */
export const versionOf = (record: unknown): number | null => {
  const version = (record as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : null;
};

/** Blank texts are no value, as the server keeps them; fields the record does not have are left out. */
function asRecordFields(body: Fields): Fields {
  const fields: Fields = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'recordingIds' || field === 'id') continue;
    fields[field] = typeof value === 'string' && value.trim() === '' ? null : value;
  }
  return fields;
}

const nextPlace = (items: readonly { sortOrder: number }[]) =>
  items.reduce((highest, item) => Math.max(highest, item.sortOrder), 0) + 1;

function newObject(objects: readonly InspectionObject[], change: OutboxChange): InspectionObject {
  const body = change.body as Fields;
  return {
    id: String(body.id),
    inspectionId: change.scope,
    name: String(body.name),
    description: null,
    status: null,
    state: 'active',
    sortOrder: nextPlace(objects),
    attributes: {},
    remarks: [],
    version: 0,
    created: change.created,
    updated: change.created,
    ...asRecordFields(body),
  } as InspectionObject;
}

/** A remark with no more than its place: the fields a new remark has until they are written. */
export const blankRemark = (id: string, objectId: string, sortOrder: number, created: string): Remark => ({
  id,
  objectId,
  title: '',
  text: null,
  category: null,
  location: null,
  sortOrder,
  gradeId: null,
  recommendedAction: null,
  investigate: false,
  investigation: null,
  costEstimate: null,
  attributes: {},
  images: [],
  recordings: [],
  // Not on the server yet: its edits are moved onto the server's version once it is (`rebased`).
  version: 0,
  created,
  updated: created,
});

function newRemark(objects: readonly InspectionObject[], change: OutboxChange): Remark {
  const body = change.body as Fields;
  const objectId = change.params.object ?? '';
  const remarks = objects.find((object) => object.id === objectId)?.remarks ?? [];
  return {
    ...blankRemark(String(body.id), objectId, nextPlace(remarks), change.created),
    ...asRecordFields(body),
  } as Remark;
}

/** A photo waiting in the outbox, shown from its stored bytes (`url`, an object URL). */
export function waitingPhoto(change: OutboxChange, url: string): RemarkImage {
  const id = String((change.body as Fields).id);
  return {
    id,
    name: change.photo?.filename ?? 'image.jpg',
    caption: null,
    url,
    thumbnailUrl: url,
    originalId: null,
    annotations: null,
    width: null,
    height: null,
    created: change.created,
  };
}

/**
 * A recording the remark names that the server does not have yet (its audio waits in the outbox):
 * shown as queued for transcription, which it will be once it is sent.
 */
export const waitingRecording = (id: string, remarkId: string | null, created: string): SpeechRecording => ({
  id,
  remarkId,
  contentType: 'audio/webm',
  size: 0,
  durationMs: 0,
  language: 'sv',
  state: 'queued',
  transcript: null,
  error: null,
  createdBy: null,
  created,
});

/** The remark with the recordings a change links to it added, those it has already kept. */
function withRecordings(remark: Remark, body: Fields, created: string): Remark {
  const ids = Array.isArray(body.recordingIds) ? (body.recordingIds as string[]) : [];
  const added = ids.filter((id) => !remark.recordings.some((recording) => recording.id === id));
  if (added.length === 0) return remark;
  return {
    ...remark,
    recordings: [...remark.recordings, ...added.map((id) => waitingRecording(id, remark.id, created))],
  };
}

/**
 * The photo's marks saved offline, shown before the server has drawn them: its annotated version
 * (the one it has, or a new one under the id the change gives it) shows the original's picture,
 * the marks drawn over it on the screen (`WaitingMarks`) until the server's version comes.
 */
function withAnnotation(remark: Remark, originalId: string, body: Fields, created: string): RemarkImage[] {
  const original = remark.images.find((image) => image.id === originalId);
  if (!original) return remark.images;
  const existing = annotatedVersionOf(remark.images, original);
  const picture = {
    url: original.url,
    thumbnailUrl: original.thumbnailUrl,
    width: original.width,
    height: original.height,
    annotations: body.annotations as Annotation[],
  };
  if (existing)
    return remark.images.map((image) => (image.id === existing.id ? { ...image, ...picture } : image));
  return [...remark.images, { ...original, ...picture, id: String(body.id), originalId, created }];
}

const findRemark = (objects: readonly InspectionObject[], objectId: string, remarkId: string) =>
  objects.find((object) => object.id === objectId)?.remarks.find((remark) => remark.id === remarkId);

/**
 * The objects list with one change of the outbox applied as the server will apply it; `photoUrls`
 * holds the addresses of the waiting photos, by their stored bytes' id.
 */
export function withChange(
  objects: InspectionObject[],
  change: OutboxChange,
  photoUrls: ReadonlyMap<string, string>,
): InspectionObject[] {
  const { object: objectId = '', remark: remarkId = '' } = change.params;
  const body = (change.body ?? {}) as Fields;
  switch (change.endpoint) {
    case OFFLINE_ENDPOINT.createObject:
      return putObject(objects, newObject(objects, change));
    case OFFLINE_ENDPOINT.changeObject: {
      const object = objects.find((candidate) => candidate.id === objectId);
      return object ? putObject(objects, { ...object, ...asRecordFields(body) }) : objects;
    }
    case OFFLINE_ENDPOINT.removeObject:
      return dropObject(objects, objectId);
    case OFFLINE_ENDPOINT.createRemark:
      return putRemark(objects, withRecordings(newRemark(objects, change), body, change.created));
    case OFFLINE_ENDPOINT.changeRemark: {
      const remark = findRemark(objects, objectId, remarkId);
      return remark
        ? putRemark(objects, withRecordings({ ...remark, ...asRecordFields(body) }, body, change.created))
        : objects;
    }
    case OFFLINE_ENDPOINT.changeRemarks: {
      const remarks = objects.find((object) => object.id === objectId)?.remarks ?? [];
      const items = (body.items ?? []) as Fields[];
      const changed = remarks.flatMap((remark) => {
        const item = items.find((candidate) => candidate.id === remark.id);
        return item ? [{ ...remark, ...asRecordFields(item) }] : [];
      });
      return putRemarks(objects, objectId, changed);
    }
    case OFFLINE_ENDPOINT.removeRemark:
      return dropRemark(objects, objectId, remarkId);
    case OFFLINE_ENDPOINT.uploadPhoto: {
      const url = change.photo ? photoUrls.get(change.photo.blobId) : undefined;
      return url ? addImage(objects, objectId, remarkId, waitingPhoto(change, url)) : objects;
    }
    case OFFLINE_ENDPOINT.annotatePhoto: {
      const remark = findRemark(objects, objectId, remarkId);
      return remark
        ? putRemark(objects, {
            ...remark,
            images: withAnnotation(remark, change.params.image ?? '', body, change.created),
          })
        : objects;
    }
    case OFFLINE_ENDPOINT.captionPhoto: {
      const named = findRemark(objects, objectId, remarkId)?.images.find(
        (image) => image.id === change.params.image,
      );
      const caption = typeof body.caption === 'string' && body.caption.trim() ? body.caption.trim() : null;
      return named ? putCaption(objects, objectId, remarkId, { ...named, caption }) : objects;
    }
    case OFFLINE_ENDPOINT.removePhoto:
      return dropImage(objects, objectId, remarkId, change.params.image ?? '');
    default:
      return objects;
  }
}

/** The objects list with the outbox's changes of the assignment applied in order. */
export const withChanges = (
  objects: InspectionObject[],
  changes: readonly OutboxChange[],
  photoUrls: ReadonlyMap<string, string>,
): InspectionObject[] => changes.reduce((list, change) => withChange(list, change, photoUrls), objects);

export /** The addresses of the photos waiting in the outbox among `changes`, by their stored bytes' id. */
async function photoUrls(runner: SyncRunner, changes: readonly OutboxRequest[]) {
  const urls = new Map<string, string>();
  for (const { photo } of changes) {
    const url = photo ? await runner.photoUrl(photo.blobId) : null;
    if (photo && url) urls.set(photo.blobId, url);
  }
  return urls;
}

/** The objects list as fetched, with the assignment's changes still in the outbox shown on top. */
export async function withWaitingChanges(
  runner: SyncRunner | undefined,
  inspectionId: string,
  objects: InspectionObject[],
): Promise<InspectionObject[]> {
  if (!runner) return objects;
  const waiting = await runner.pending(inspectionId);
  return withChanges(objects, waiting, await photoUrls(runner, waiting));
}

const objectsKey = (tenantId: string, inspectionId: string) =>
  ['remarks', tenantId, 'objects', inspectionId] as const;

function changeCache(
  { tenantId, queryClient }: OutboxContext,
  inspectionId: string,
  update: (objects: InspectionObject[]) => InspectionObject[],
) {
  queryClient.setQueryData<InspectionObject[]>(objectsKey(tenantId, inspectionId), (objects) =>
    objects ? update(objects) : objects,
  );
}

/** Where the answer of a photo's change goes in the cached list: the photo each answers. */
const PHOTO_ANSWER = {
  [OFFLINE_ENDPOINT.uploadPhoto]: addImage,
  [OFFLINE_ENDPOINT.annotatePhoto]: putAnnotatedVersion,
  [OFFLINE_ENDPOINT.captionPhoto]: putCaption,
};

/** The server's answer of a change sent from the outbox, in the cached list. */
function applyAnswer(answer: unknown, change: OutboxChange, context: OutboxContext) {
  switch (change.endpoint) {
    case OFFLINE_ENDPOINT.createObject:
    case OFFLINE_ENDPOINT.changeObject: {
      // An object's answer carries its remarks as the server has them; the cache keeps its own
      // (some may still wait in the outbox).
      const object = answer as InspectionObject;
      changeCache(context, change.scope, (objects) => {
        const cached = objects.find((candidate) => candidate.id === object.id);
        return putObject(objects, cached ? { ...object, remarks: cached.remarks } : object);
      });
      return;
    }
    case OFFLINE_ENDPOINT.createRemark:
    case OFFLINE_ENDPOINT.changeRemark: {
      const remark = answer as Remark;
      changeCache(context, change.scope, (objects) => {
        const cached = findRemark(objects, remark.objectId, remark.id);
        return putRemark(objects, cached ? { ...remark, images: cached.images } : remark);
      });
      return;
    }
    case OFFLINE_ENDPOINT.changeRemarks:
      changeCache(context, change.scope, (objects) =>
        putRemarks(objects, change.params.object ?? '', (answer as { items: Remark[] }).items),
      );
      return;
    case OFFLINE_ENDPOINT.uploadPhoto:
    case OFFLINE_ENDPOINT.annotatePhoto:
    case OFFLINE_ENDPOINT.captionPhoto: {
      const put = PHOTO_ANSWER[change.endpoint];
      changeCache(context, change.scope, (objects) =>
        put(objects, change.params.object ?? '', change.params.remark ?? '', answer as RemarkImage),
      );
      return;
    }
    case OFFLINE_ENDPOINT.uploadRecording:
      // Transcribed now that the server has it: the remark's card shows the text once it is done.
      followTranscription(answer as SpeechRecording, context)
        .then((recording) =>
          changeCache(context, change.scope, (objects) => putRecording(objects, recording)),
        )
        // Not followed further: the next fetch of the list has it.
        .catch(() => undefined);
  }
}

/** A recording as the server has it now, in the remark that names it. */
export function putRecording(objects: InspectionObject[], recording: SpeechRecording): InspectionObject[] {
  return objects.map((object) => ({
    ...object,
    remarks: object.remarks.map((remark) =>
      remark.recordings.some((candidate) => candidate.id === recording.id)
        ? {
            ...remark,
            recordings: remark.recordings.map((candidate) =>
              candidate.id === recording.id ? recording : candidate,
            ),
          }
        : remark,
    ),
  }));
}

/** After a change is given up, the list is fetched again: the server's, with the other changes. */
const refetch = (change: OutboxChange, { tenantId, queryClient }: OutboxContext) =>
  void queryClient.invalidateQueries({ queryKey: objectsKey(tenantId, change.scope) });

/**
 * An edit of a remark or an object refused because a colleague changed it meanwhile: the fields only
 * one of them changed are sent again on top of the colleague's version; a field both changed is the
 * inspector's to choose.
 */
/** The edits a colleague's change of the same record is merged with, field by field. */
const EDITS = new Set<string>([OFFLINE_ENDPOINT.changeRemark, OFFLINE_ENDPOINT.changeObject]);

function mergeFieldEdit(change: OutboxChange, current: unknown) {
  const version = versionOf(current);
  if (!change.base || version === null) return null;
  const merge = mergeEdit(change.base as Fields, change.body as Fields, current as Fields);
  return merge.conflicts.length > 0 ? null : { body: merge.body, baseVersion: version };
}

const entries = [
  [OFFLINE_ENDPOINT.createObject, objectEndpoints.create],
  [OFFLINE_ENDPOINT.changeObject, objectEndpoints.change],
  [OFFLINE_ENDPOINT.removeObject, objectEndpoints.remove],
  [OFFLINE_ENDPOINT.createRemark, remarkEndpoints.create],
  [OFFLINE_ENDPOINT.changeRemark, remarkEndpoints.change],
  [OFFLINE_ENDPOINT.changeRemarks, remarkEndpoints.changeMany],
  [OFFLINE_ENDPOINT.removeRemark, remarkEndpoints.remove],
  [OFFLINE_ENDPOINT.uploadPhoto, remarkImageEndpoints.upload],
  [OFFLINE_ENDPOINT.annotatePhoto, remarkImageEndpoints.annotate],
  [OFFLINE_ENDPOINT.captionPhoto, remarkImageEndpoints.caption],
  [OFFLINE_ENDPOINT.removePhoto, remarkImageEndpoints.remove],
  [OFFLINE_ENDPOINT.uploadRecording, speechEndpoints.upload],
] as const;

for (const [key, endpoint] of entries) {
  registerOutboxEndpoint(key, {
    endpoint,
    // A large photo goes through an upload session and is then added from it.
    ...(key === OFFLINE_ENDPOINT.uploadPhoto ? { fromUpload: remarkImageEndpoints.uploadFromSession } : {}),
    onSent: applyAnswer,
    onDiscarded: refetch,
    onConflict: EDITS.has(key) ? mergeFieldEdit : undefined,
  });
}
