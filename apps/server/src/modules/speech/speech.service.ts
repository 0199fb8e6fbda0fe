import { buffer } from 'node:stream/consumers';
import type { Language } from '@syna/contracts/constants';
import {
  DICTATION_MAX_BYTES,
  DICTATION_MAX_SECONDS,
  DICTATION_UNLINKED_HOURS,
  type SpeechConfig,
  type SpeechRecording,
  type SpeechUploadFields,
} from '@syna/contracts/speech';
import type { MessageRef } from '@syna/contracts/messages';
import { requireFreeId } from '../../platform/http/client-id.ts';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { enqueueJob } from '../../platform/jobs/job-outbox.ts';
import { newFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import {
  removeFilesAfterCommit,
  withFilesRemovedOnFailure,
} from '../../platform/storage/transactional-files.ts';
import { containerDurationMs } from './audio-duration.ts';
import { AUDIO_EXTENSIONS, audioTypeOf } from './audio-type.ts';
import { readSpooled, spooledStream } from '../../platform/storage/spooled-file.ts';
import {
  deleteRecording,
  findRecording,
  findRecordings,
  insertRecording,
  linkRecordings,
  listRecordingsOfRemarks,
  requeueRecording,
  storageKeysOfRemarks,
  toRecording,
  type RecordingRow,
} from './speech.repo.ts';
import type { TranscriptionEngine } from './transcription-engine.ts';

/** The transcription of one recording, asked of the engine by a job. */
export const SPEECH_TRANSCRIBE_JOB = 'speech.transcribe';
/** Discards a recording a day after its upload unless a remark has it by then. */
export const SPEECH_DISCARD_JOB = 'speech.discard';

/** What a speech job carries: which firm's recording. */
export interface SpeechJobData {
  tenantId: string;
  recordingId: string;
}

/** What the speech service works with: the file storage and the engine (null: none configured). */
export interface SpeechDependencies {
  storage: FileStorage;
  engine: TranscriptionEngine | null;
  /** SPEECH_LANGUAGE: the language taken when the upload names none, before the member's. */
  language: Language | null;
}

/**
 * What the upload's check found, before the request's transaction opened: the container by its
 * bytes and the length it declares (null when it declares none).
 */
export interface CheckedAudio {
  contentType: NonNullable<ReturnType<typeof audioTypeOf>>;
  durationMs: number | null;
}

/**
 * A recorder stopped at the limit writes a few milliseconds past it; a recording is refused only
 * beyond this grace.
 */
const LENGTH_GRACE_MS = 500;
const HOUR_MS = 60 * 60 * 1000;

const refusedFile = (detail: MessageRef) => badRequest(detail, { 'body.file': [detail] });
const missing = () => notFound({ key: 'speech.recordingMissing' });

/**
 * The upload's check, run before its transaction opens: the type by the bytes (400 for anything
 * but the accepted containers) and the length the container declares, read in one bounded pass.
 */
export async function checkRecordingUpload(file: UploadedFile): Promise<CheckedAudio> {
  const contentType = audioTypeOf(file.head);
  if (!contentType) throw refusedFile({ key: 'speech.notAudio' });
  // A recording is small (DICTATION_MAX_BYTES); its container is read whole for its length.
  return { contentType, durationMs: containerDurationMs(contentType, await readSpooled(file)) };
}

export function speechConfig(deps: SpeechDependencies): SpeechConfig {
  return {
    transcription: deps.engine !== null,
    maxSeconds: DICTATION_MAX_SECONDS,
    maxBytes: DICTATION_MAX_BYTES,
  };
}

/** Asks for the recording's transcription, in the caller's transaction. */
const queueTranscription = (context: Pick<RequestContext, 'tx' | 'tenant'>, recordingId: string) =>
  enqueueJob(context.tx, {
    name: SPEECH_TRANSCRIBE_JOB,
    data: { tenantId: context.tenant.id, recordingId } satisfies SpeechJobData,
  });

/**
 * Keeps an uploaded recording as the firm's file and queues its transcription (202), or marks it
 * `unavailable` when no engine is configured. It is too long (400) past two minutes by its
 * container's length, or by the recorder's `durationMs` where the container gives none. A
 * discard job is asked for a day later, which removes it unless a remark has it by then.
 */
export async function uploadRecording(
  context: RequestContext,
  deps: SpeechDependencies,
  file: UploadedFile,
  fields: SpeechUploadFields,
): Promise<SpeechRecording> {
  const audio = file.checked as CheckedAudio;
  const durationMs = audio.durationMs ?? fields.durationMs;
  if (durationMs === undefined) throw refusedFile({ key: 'speech.lengthUnknown' });
  if (durationMs > DICTATION_MAX_SECONDS * 1000 + LENGTH_GRACE_MS)
    throw refusedFile({ key: 'speech.tooLong' });
  await requireFreeId(context.tx, 'speech_recordings', fields.id);
  const row = await withFilesRemovedOnFailure(deps.storage, context.log, async (put) => {
    const storageKey = newFileKey(context.tenant.id);
    await put(storageKey, spooledStream(file), audio.contentType);
    return insertRecording(context.tx, context.tenant.id, {
      ...(fields.id ? { id: fields.id } : {}),
      storageKey,
      contentType: audio.contentType,
      size: file.size,
      durationMs,
      language: fields.language ?? deps.language ?? context.language,
      state: deps.engine ? 'queued' : 'unavailable',
      error: deps.engine ? null : 'noEngine',
      createdBy: context.user.id,
    });
  });
  if (deps.engine) await queueTranscription(context, row.id);
  // The queue runs no cron: each recording brings its own discard, due when its day is over.
  await enqueueJob(context.tx, {
    name: SPEECH_DISCARD_JOB,
    data: { tenantId: context.tenant.id, recordingId: row.id } satisfies SpeechJobData,
    startAfter: new Date(row.createdAt.getTime() + DICTATION_UNLINKED_HOURS * HOUR_MS),
  });
  return toRecording(row, context.language);
}

async function requireRecording(context: RequestContext, id: string): Promise<RecordingRow> {
  const row = await findRecording(context.tx, id);
  if (!row) throw missing();
  return row;
}

export async function getRecording(context: RequestContext, id: string): Promise<SpeechRecording> {
  return toRecording(await requireRecording(context, id), context.language);
}

/**
 * Queues a failed transcription again (202). 409 while it is queued, once it is done, and when
 * no engine is configured (an `unavailable` one is queued once an engine is).
 */
export async function retryRecording(
  context: RequestContext,
  deps: SpeechDependencies,
  id: string,
): Promise<SpeechRecording> {
  const row = await requireRecording(context, id);
  if (!deps.engine) throw conflict({ key: 'speech.noEngine' });
  if (row.state === 'queued') throw conflict({ key: 'speech.stillQueued' });
  if (row.state === 'done') throw conflict({ key: 'speech.notFailed' });
  const queued = await requeueRecording(context.tx, row.id);
  await queueTranscription(context, row.id);
  return toRecording(queued, context.language);
}

/** The recording's audio, as uploaded, for the browser's player. */
export async function downloadRecording(
  context: RequestContext,
  storage: FileStorage,
  id: string,
): Promise<FileDownload> {
  const row = await requireRecording(context, id);
  const stored = await storage.get(row.storageKey);
  if (!stored) throw missing();
  return {
    // At most DICTATION_MAX_BYTES: read whole, so that a player's ranges can be answered.
    body: await buffer(stored),
    contentType: row.contentType,
    filename: `inspelning-${row.createdAt.toISOString().slice(0, 10)}.${AUDIO_EXTENSIONS[row.contentType]}`,
    size: row.size,
    disposition: 'inline',
    ranges: true,
  };
}

/** Deletes the recording; its audio goes once that has committed. */
export async function removeRecording(
  context: RequestContext,
  storage: FileStorage,
  id: string,
): Promise<void> {
  const key = await deleteRecording(context.tx, id);
  if (!key) throw missing();
  removeFilesAfterCommit(context, storage, [key]);
}

// What the remarks module asks of recordings, through the door.

/** The recordings of each remark, oldest first, in the reader's language. */
export async function recordingsOfRemarks(
  context: Pick<RequestContext, 'tx' | 'language'>,
  remarkIds: readonly string[],
): Promise<Map<string, SpeechRecording[]>> {
  const byRemark = new Map<string, SpeechRecording[]>();
  for (const row of await listRecordingsOfRemarks(context.tx, remarkIds)) {
    byRemark.set(row.remarkId!, [...(byRemark.get(row.remarkId!) ?? []), toRecording(row, context.language)]);
  }
  return byRemark;
}

/**
 * Gives the recordings to the remark. Each must be the firm's and no other remark's: otherwise a
 * field error at its place in `at` (`body.recordingIds`), 400, before anything changes.
 */
export async function linkRecordingsToRemark(
  context: Pick<RequestContext, 'tx'>,
  remarkId: string,
  recordingIds: readonly string[],
  at: string,
): Promise<void> {
  if (recordingIds.length === 0) return;
  const found = new Map((await findRecordings(context.tx, recordingIds)).map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  recordingIds.forEach((id, index) => {
    const row = found.get(id);
    if (!row) errors[`${at}.${index}`] = [{ key: 'speech.recordingMissing' }];
    else if (row.remarkId !== null && row.remarkId !== remarkId)
      errors[`${at}.${index}`] = [{ key: 'speech.recordingTaken' }];
  });
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]![0]!, errors);
  await linkRecordings(context.tx, remarkId, recordingIds);
}

/**
 * Removes, once the transaction has committed, the audio of the remarks' recordings, whose rows
 * go with the remarks (their key cascades). Asked before the remarks are deleted; a delete that
 * rolls back keeps the files.
 */
export async function removeRecordingFilesOf(
  context: Pick<RequestContext, 'tx' | 'afterCommit' | 'log'>,
  storage: FileStorage,
  remarkIds: readonly string[],
): Promise<void> {
  removeFilesAfterCommit(context, storage, await storageKeysOfRemarks(context.tx, remarkIds));
}
