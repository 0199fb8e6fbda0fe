import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { objectEndpoints } from '@syna/contracts/endpoints/remarks';
import {
  OBJECT_COPY_SUFFIX,
  type Annotation,
  type InspectionObject,
  type ObjectCreate,
  type ObjectUpdate,
  type Remark,
  type RemarkCreate,
  type RemarkImage,
  type RemarkUpdate,
} from '@syna/contracts/remarks';
import type { UploadOptions } from '@/lib/http/http-client';
import { asWaiting, type OutboxRequest } from '@/lib/offline/outbox-change';
import { useOffline } from '@/lib/offline/offline-holder';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { isOffline } from '@/lib/pwa/network';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { remarkKeys } from './api';
import type { SpeechRecording } from '@syna/contracts/speech';
import * as cache from './object-cache';
import { copyNeedsServer, copyOfObject } from './object-copy';
import { annotatedVersionOf } from './photo-order';
import { recordingFileName } from './dictation/recorder-state';
import { OFFLINE_ENDPOINT, photoUrls, versionOf, withChange } from './offline-changes';
import { moveItem, sortOrderChanges, withPlaces } from './sort-order';

// The field changes of an assignment's objects, remarks and photos: each goes through the outbox
// (lib/offline), sent at once when online with nothing waiting, kept on the device otherwise and
// shown in the list at once. New records get their id here, so a change can name them before the
// server has them.

/** A change of the objects tab as the outbox takes it; the assignment is its scope. */
type FieldChange = Omit<OutboxRequest, 'scope' | 'baseVersion' | 'needs'> &
  Partial<Pick<OutboxRequest, 'baseVersion' | 'needs'>>;

/** The cached objects list of the assignment, and the outbox its changes go through. */
function useFieldChanges(inspectionId: string) {
  const runner = useOffline()?.runner;
  const queryClient = useQueryClient();
  const key = remarkKeys.objects(useTenantId(), inspectionId);
  const change = (update: (objects: InspectionObject[]) => InspectionObject[]) =>
    queryClient.setQueryData<InspectionObject[]>(key, (objects) => (objects ? update(objects) : objects));
  const current = () => queryClient.getQueryData<InspectionObject[]>(key) ?? [];

  /**
   * Hands a change to the outbox: the server's answer when it was sent at once, otherwise null,
   * the change then shown in the cached list as the server will make it.
   */
  async function submit<Answer>(
    fieldChange: FieldChange,
    photo?: Blob,
    options?: Pick<UploadOptions, 'onProgress' | 'signal' | 'notify'>,
  ): Promise<Answer | null> {
    if (!runner) throw new Error('The offline store is not open yet');
    const request: OutboxRequest = { baseVersion: null, needs: [], ...fieldChange, scope: inspectionId };
    const result = await runner.submit<Answer>(request, photo, options);
    if (!result.queued) return result.answer;
    const urls = await photoUrls(runner, [request]);
    change((objects) => withChange(objects, asWaiting(request), urls));
    return null;
  }

  return {
    submit,
    change,
    /** Whether changes of the assignment wait in the outbox. */
    waiting: () => Boolean(runner?.current().changes.some((waiting) => waiting.scope === inspectionId)),
    current,
    refetch: () => queryClient.invalidateQueries({ queryKey: key }),
    findObject: (objectId: string) => current().find((object) => object.id === objectId),
    findRemark: (objectId: string, remarkId: string) =>
      current()
        .find((object) => object.id === objectId)
        ?.remarks.find((remark) => remark.id === remarkId),
  };
}

/**
 * Copies an object, answering the copy. Online the server copies it with its remarks and photos.
 * Without a network, or behind changes of the assignment still waiting, the device makes the same
 * copy through the outbox, the object and then each remark with the ids made here, unless the server must (`copyNeedsServer`: photos, which it
 * copies by their stored files); the menu offers no such copy offline.
 */
export function useCopyObject(inspectionId: string, countChanged?: () => void) {
  const changes = useFieldChanges(inspectionId);
  const api = useTenantApi();
  const { i18n } = useTranslation();
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async (objectId: string): Promise<InspectionObject> => {
      const source = changes.findObject(objectId);
      // Behind changes of the assignment still waiting, the server would copy what it has so far.
      const waiting = changes.waiting();
      if ((!isOffline() && !waiting) || !source || copyNeedsServer(source)) {
        const answer = await api.call(objectEndpoints.act, {
          params: { id: inspectionId, object: objectId },
          query: { state: 'copy' },
        });
        changes.change((objects) => cache.putObject(objects, answer));
        countChanged?.();
        return answer;
      }
      const language = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';
      const copy = copyOfObject(source, OBJECT_COPY_SUFFIX[language]);
      const id = crypto.randomUUID();
      await changes.submit({
        endpoint: OFFLINE_ENDPOINT.createObject,
        params: { id: inspectionId },
        body: { ...copy.object, id },
        writes: [id],
      });
      for (const remark of copy.remarks) {
        const remarkId = crypto.randomUUID();
        await changes.submit({
          endpoint: OFFLINE_ENDPOINT.createRemark,
          params: { id: inspectionId, object: id },
          body: { ...remark, id: remarkId },
          writes: [remarkId],
          needs: [id],
        });
      }
      countChanged?.();
      const made = changes.findObject(id);
      if (!made) throw new Error('The copy is not in the list');
      return made;
    },
  });
}

/** Creates an object (`id` null: its id made here) or changes one, from the version it was opened at. */
export function useSaveObject(inspectionId: string, countChanged?: () => void) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async (
      input: { id: null; body: ObjectCreate } | { id: string; body: ObjectUpdate; base?: InspectionObject },
    ) => {
      if (input.id === null) {
        const id = crypto.randomUUID();
        const answer = await changes.submit<InspectionObject>(
          {
            endpoint: OFFLINE_ENDPOINT.createObject,
            params: { id: inspectionId },
            body: { ...input.body, id },
            writes: [id],
            // The form shows refusals on its fields.
          },
          undefined,
          { notify: false },
        );
        if (answer) changes.change((objects) => cache.putObject(objects, answer));
        countChanged?.();
        return answer ?? changes.findObject(id);
      }
      const base = input.base ?? changes.findObject(input.id);
      const answer = await changes.submit<InspectionObject>(
        {
          endpoint: OFFLINE_ENDPOINT.changeObject,
          params: { id: inspectionId, object: input.id },
          body: input.body,
          baseVersion: versionOf(base),
          base,
          writes: [input.id],
        },
        undefined,
        { notify: false },
      );
      if (answer) changes.change((objects) => cache.putObject(objects, answer));
      return answer ?? changes.findObject(input.id);
    },
  });
}

export function useDeleteObject(inspectionId: string, countChanged?: () => void) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async (objectId: string) => {
      await changes.submit({
        endpoint: OFFLINE_ENDPOINT.removeObject,
        params: { id: inspectionId, object: objectId },
        baseVersion: versionOf(changes.findObject(objectId)),
        writes: [objectId],
      });
      changes.change((objects) => cache.dropObject(objects, objectId));
      countChanged?.();
    },
  });
}

/**
 * Moves an object one place up or down: shown at once, then each changed sort order is sent
 * (objects have no bulk change). A refusal fetches the list again.
 */
export function useMoveObject(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const ordered = moveItem(changes.current(), from, to);
      changes.change(() => withPlaces(ordered));
      for (const { id, sortOrder } of sortOrderChanges(ordered)) {
        await changes.submit({
          endpoint: OFFLINE_ENDPOINT.changeObject,
          params: { id: inspectionId, object: id },
          body: { sortOrder },
          writes: [id],
        });
      }
    },
    onError: () => void changes.refetch(),
  });
}

/** Creates a remark (`id` null: its id made here) or changes one, from the version it was opened at. */
export function useSaveRemark(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async (
      input:
        | { objectId: string; id: null; body: RemarkCreate; notify?: boolean }
        | { objectId: string; id: string; body: RemarkUpdate; notify?: boolean; base?: Remark },
    ): Promise<Remark> => {
      const id = input.id ?? crypto.randomUUID();
      const base = input.id === null ? undefined : (input.base ?? changes.findRemark(input.objectId, id));
      // Recordings dictated offline are sent before the remark that names them.
      const needs = [input.objectId, ...(input.body.recordingIds ?? [])];
      const answer = await changes.submit<Remark>(
        input.id === null
          ? {
              endpoint: OFFLINE_ENDPOINT.createRemark,
              params: { id: inspectionId, object: input.objectId },
              body: { ...input.body, id },
              writes: [id],
              needs,
            }
          : {
              endpoint: OFFLINE_ENDPOINT.changeRemark,
              params: { id: inspectionId, object: input.objectId, remark: id },
              body: input.body,
              baseVersion: versionOf(base),
              base,
              writes: [id],
              needs,
            },
        undefined,
        { notify: input.notify ?? true },
      );
      if (answer) changes.change((objects) => cache.putRemark(objects, answer));
      const saved = answer ?? changes.findRemark(input.objectId, id);
      if (!saved) throw new Error('The saved remark is not in the list');
      return saved;
    },
  });
}

export function useDeleteRemark(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async ({ objectId, remarkId }: { objectId: string; remarkId: string }) => {
      await changes.submit({
        endpoint: OFFLINE_ENDPOINT.removeRemark,
        params: { id: inspectionId, object: objectId, remark: remarkId },
        baseVersion: versionOf(changes.findRemark(objectId, remarkId)),
        writes: [remarkId],
        needs: [objectId],
      });
      changes.change((objects) => cache.dropRemark(objects, objectId, remarkId));
    },
  });
}

/** Moves a remark one place within its object: shown at once, sent as one bulk change. */
export function useMoveRemark(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async ({ objectId, from, to }: { objectId: string; from: number; to: number }) => {
      const remarks = changes.findObject(objectId)?.remarks ?? [];
      const ordered = moveItem(remarks, from, to);
      changes.change((objects) => cache.putRemarks(objects, objectId, withPlaces(ordered)));
      const items = sortOrderChanges(ordered);
      if (items.length === 0) return;
      const answer = await changes.submit<{ items: Remark[] }>({
        endpoint: OFFLINE_ENDPOINT.changeRemarks,
        params: { id: inspectionId, object: objectId },
        body: { items },
        writes: items.map((item) => item.id),
        needs: [objectId],
      });
      if (answer) changes.change((objects) => cache.putRemarks(objects, objectId, answer.items));
    },
    onError: () => void changes.refetch(),
  });
}

/**
 * `POST .../remarks/{remark}/images`: one photo per request, its id made here; kept on the device
 * and shown from its bytes until the outbox has sent it. Failures are the caller's to show.
 */
export function useUploadImage(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async ({
      objectId,
      remarkId,
      file,
      fileName,
      ...options
    }: {
      objectId: string;
      remarkId: string;
      file: Blob;
      fileName: string;
    } & Pick<UploadOptions, 'onProgress' | 'signal'>): Promise<RemarkImage> => {
      const id = crypto.randomUUID();
      const answer = await changes.submit<RemarkImage>(
        {
          endpoint: OFFLINE_ENDPOINT.uploadPhoto,
          params: { id: inspectionId, object: objectId, remark: remarkId },
          body: { id },
          photo: { blobId: id, filename: fileName },
          writes: [id],
          needs: [objectId, remarkId],
        },
        file,
        { ...options, notify: false },
      );
      if (answer) changes.change((objects) => cache.addImage(objects, objectId, remarkId, answer));
      const saved = answer ?? changes.findRemark(objectId, remarkId)?.images.find((image) => image.id === id);
      if (!saved) throw new Error('The uploaded photo is not in the list');
      return saved;
    },
  });
}

/** A photo of a remark, as the image calls name it. */
interface PhotoPath {
  objectId: string;
  remarkId: string;
  imageId: string;
}

/** The path of a photo's change and the records it needs on the server first (it may be waiting). */
const photoChange = (inspectionId: string, { objectId, remarkId, imageId }: PhotoPath) => ({
  params: { id: inspectionId, object: objectId, remark: remarkId, image: imageId },
  needs: [objectId, remarkId, imageId],
});

/**
 * `PUT .../images/{image}/annotations`: saves a photo's marks; the server draws the annotated
 * version, which replaces the previous one. Offline the version keeps its id (a new one gets its
 * id here) and shows the original with the marks drawn over it until it is sent. Failures are the
 * editor's to show.
 */
export function useAnnotateImage(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async ({ annotations, ...photo }: PhotoPath & { annotations: Annotation[] }) => {
      const images = changes.findRemark(photo.objectId, photo.remarkId)?.images ?? [];
      const original = images.find((image) => image.id === photo.imageId);
      const versionId = (original && annotatedVersionOf(images, original)?.id) ?? crypto.randomUUID();
      const answer = await changes.submit<RemarkImage>(
        {
          endpoint: OFFLINE_ENDPOINT.annotatePhoto,
          ...photoChange(inspectionId, photo),
          body: { annotations, id: versionId },
          writes: [versionId],
        },
        undefined,
        { notify: false },
      );
      if (answer)
        changes.change((objects) =>
          cache.putAnnotatedVersion(objects, photo.objectId, photo.remarkId, answer),
        );
      const saved =
        answer ??
        changes.findRemark(photo.objectId, photo.remarkId)?.images.find((image) => image.id === versionId);
      if (!saved) throw new Error('The annotated photo is not in the list');
      return saved;
    },
  });
}

/** `PUT .../images/{image}/caption`: the caption the report prints under a photo (empty clears it). */
export function useCaptionImage(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async ({ caption, ...photo }: PhotoPath & { caption: string }) => {
      const answer = await changes.submit<RemarkImage>({
        endpoint: OFFLINE_ENDPOINT.captionPhoto,
        ...photoChange(inspectionId, photo),
        body: { caption },
        writes: [photo.imageId],
      });
      if (answer)
        changes.change((objects) => cache.putCaption(objects, photo.objectId, photo.remarkId, answer));
    },
  });
}

export function useDeleteImage(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async (photo: PhotoPath) => {
      await changes.submit({
        endpoint: OFFLINE_ENDPOINT.removePhoto,
        ...photoChange(inspectionId, photo),
        writes: [photo.imageId],
      });
      changes.change((objects) => cache.dropImage(objects, photo.objectId, photo.remarkId, photo.imageId));
    },
  });
}

/** A dictated recording handed to the outbox: the server's when sent at once, else kept under `id`. */
export type UploadedRecording = { kept: false; recording: SpeechRecording } | { kept: true; id: string };

/**
 * `POST /speech`: a dictated recording, its id made here; without a network its audio is kept on
 * the device and sent (then transcribed) when the outbox is, before the remark that names it.
 */
export function useUploadRecording(inspectionId: string) {
  const changes = useFieldChanges(inspectionId);
  return async (
    audio: Blob,
    fields: { language: 'sv' | 'en'; durationMs: number },
    signal: AbortSignal,
  ): Promise<UploadedRecording> => {
    const id = crypto.randomUUID();
    const recording = await changes.submit<SpeechRecording>(
      {
        endpoint: OFFLINE_ENDPOINT.uploadRecording,
        params: {},
        body: { ...fields, id },
        photo: { blobId: id, filename: recordingFileName(audio.type) },
        writes: [id],
      },
      audio,
      { signal, notify: false },
    );
    return recording ? { kept: false, recording } : { kept: true, id };
  };
}
