import {
  UPLOAD_OFFSET_CONFLICT_PROBLEM_TYPE,
  UPLOAD_SESSION_MAX_BYTES,
  UPLOAD_SESSION_MAX_CHUNK_BYTES,
  UPLOAD_SESSION_TTL_HOURS,
  type UploadSession,
} from '@syna/contracts/upload-sessions';
import type { Job } from '../../platform/jobs/job-context.ts';
import { enqueueJob } from '../../platform/jobs/job-outbox.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { conflict, HttpProblem, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { UploadChunk } from '../../platform/http/upload-chunk.ts';
import { newFileKey } from '../../platform/storage/file-storage.ts';
import { ChunkTooLong, type PartialFiles } from '../../platform/storage/partial-files.ts';
import { discardSpooled, spool } from '../../platform/storage/spooled-file.ts';
import { removeFilesQuietly } from '../../platform/storage/transactional-files.ts';
import {
  deleteExpiredUploadSession,
  deleteUploadSession,
  findOwnUploadSession,
  insertUploadSession,
  recordReceivedBytes,
  toUploadSession,
  type UploadSessionRow,
} from './upload-session.repo.ts';

/** The job that removes a session not finished in time, with its bytes. */
export const UPLOAD_SESSION_DISCARD_JOB = 'upload.discard';
export interface UploadDiscardData {
  tenantId: string;
  uploadId: string;
}

const HOUR_MS = 60 * 60 * 1000;
const MEBIBYTE = 1024 * 1024;

const missing = () => notFound({ key: 'uploads.sessionMissing' });
const tooLarge = () =>
  new HttpProblem(413, {
    key: 'uploads.tooLarge',
    values: { megabytes: UPLOAD_SESSION_MAX_BYTES / MEBIBYTE },
  });
const beyondSize = () => new HttpProblem(413, { key: 'uploads.beyondSize' });
const chunkTooLarge = () =>
  new HttpProblem(413, {
    key: 'uploads.chunkTooLarge',
    values: { megabytes: UPLOAD_SESSION_MAX_CHUNK_BYTES / MEBIBYTE },
  });

/** The caller's own session: another member's, another firm's or an expired one is 404. */
async function requireSession(context: RequestContext, id: string): Promise<UploadSessionRow> {
  const row = await findOwnUploadSession(context.tx, id, context.user.id);
  if (!row) throw missing();
  return row;
}

/**
 * Opens a session for a file of `size` bytes (413 above the photo limit). It brings its own
 * removal, due when it expires: the queue runs no cron.
 */
export async function createUploadSession(context: RequestContext, size: number): Promise<UploadSession> {
  if (size > UPLOAD_SESSION_MAX_BYTES) throw tooLarge();
  const row = await insertUploadSession(context.tx, {
    tenantId: context.tenant.id,
    userId: context.user.id,
    storageKey: newFileKey(context.tenant.id),
    size,
    expiresAt: new Date(context.now().getTime() + UPLOAD_SESSION_TTL_HOURS * HOUR_MS),
  });
  await enqueueJob(context.tx, {
    name: UPLOAD_SESSION_DISCARD_JOB,
    data: { tenantId: context.tenant.id, uploadId: row.id } satisfies UploadDiscardData,
    startAfter: row.expiresAt,
  });
  return toUploadSession(row, 0);
}

/** The session and the bytes the server holds of it: where the client goes on from. */
export async function uploadSessionStatus(
  context: RequestContext,
  partialFiles: PartialFiles,
  id: string,
): Promise<UploadSession> {
  const row = await requireSession(context, id);
  return toUploadSession(row, await partialFiles.length(row.storageKey));
}

/**
 * Appends a chunk at its offset, which must be the bytes held (409 with the session as it is
 * otherwise), never past the declared size (413). The bytes stream to the partial file with no
 * transaction open; what arrived of a chunk whose connection broke is kept and recorded, so the
 * client goes on from there.
 */
export async function appendUploadChunk(
  context: RequestContext,
  partialFiles: PartialFiles,
  id: string,
  chunk: UploadChunk,
): Promise<UploadSession> {
  const row = await requireSession(context, id);
  const held = await partialFiles.length(row.storageKey);
  if (chunk.offset !== held) {
    throw new HttpProblem(
      409,
      { key: 'uploads.offsetMismatch', values: { offset: held } },
      undefined,
      undefined,
      {
        type: UPLOAD_OFFSET_CONFLICT_PROBLEM_TYPE,
        current: toUploadSession(row, held),
      },
    );
  }
  const room = row.size - held;
  if (chunk.length !== undefined && chunk.length > room) throw beyondSize();
  if (chunk.length !== undefined && chunk.length > UPLOAD_SESSION_MAX_CHUNK_BYTES) throw chunkTooLarge();
  const allowed = Math.min(room, UPLOAD_SESSION_MAX_CHUNK_BYTES);
  let failure: unknown = null;
  await context.outsideTransaction(async () => {
    try {
      await partialFiles.write(row.storageKey, held, chunk.bytes, allowed);
    } catch (error) {
      failure = error;
    }
  });
  const offset = await partialFiles.length(row.storageKey);
  await recordReceivedBytes(context.tx, row.id, offset);
  if (failure) {
    // The request fails, but what arrived stays recorded.
    await context.outsideTransaction(async () => undefined);
    if (failure instanceof ChunkTooLong)
      throw allowed < UPLOAD_SESSION_MAX_CHUNK_BYTES ? beyondSize() : chunkTooLarge();
    throw failure;
  }
  return toUploadSession(row, offset);
}

/**
 * Runs `work` on the file a finished session of the caller's holds, for an upload to take in
 * place of a file part: 409 while bytes are missing. The bytes are copied to a temporary file
 * (as a direct upload's are) with no transaction open, and removed after `work`; the session and
 * its bytes go once the caller's transaction commits, and stay when it fails.
 */
export async function withFinishedUpload<T>(
  context: RequestContext,
  partialFiles: PartialFiles,
  id: string,
  filename: string,
  work: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  const row = await requireSession(context, id);
  const held = await partialFiles.length(row.storageKey);
  if (held !== row.size)
    throw conflict({ key: 'uploads.notFinished', values: { offset: held, size: row.size } });
  const file = await context.outsideTransaction(async () => {
    const stream = await partialFiles.read(row.storageKey);
    return stream ? spool(stream) : null;
  });
  if (!file) throw missing();
  try {
    if (file.size !== row.size) throw missing();
    await deleteUploadSession(context.tx, row.id);
    context.afterCommit(() => removeFilesQuietly(partialFiles, [row.storageKey], context.log));
    return await work({ ...file, filename });
  } finally {
    await discardSpooled(file);
  }
}

/** Removes a session not finished by its expiry: its row, then its bytes. A finished one is gone already. */
export async function discardExpiredUpload(
  partialFiles: PartialFiles,
  job: Job<UploadDiscardData>,
): Promise<void> {
  await job.transaction(async (context) => {
    const key = await deleteExpiredUploadSession(context.tx, job.data.uploadId);
    if (key) context.afterCommit(() => removeFilesQuietly(partialFiles, [key], context.log));
  });
}
