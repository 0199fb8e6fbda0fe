import { z } from 'zod';
import { clientIdSchema } from './client-id.ts';
import { REQUEST_BODY_MAX_BYTES } from './constants.ts';

/**
 * Resumable photo uploads, after the tus 1.0 core protocol: a session is created with the photo's
 * size, its bytes are sent in chunks (`PATCH` with `Upload-Offset` and
 * `application/offset+octet-stream`), the offset the server holds is asked again after a lost
 * connection (`GET`/`HEAD`), and the finished session is handed to the photo upload in place of a
 * file part. A weak connection then never sends the same bytes twice.
 */

/** The largest photo a session takes: what a direct upload takes. */
export const UPLOAD_SESSION_MAX_BYTES = REQUEST_BODY_MAX_BYTES;
/** The chunk the staff app sends per request (1 MiB): small enough to get through a weak connection. */
export const UPLOAD_SESSION_CHUNK_BYTES = 1_048_576;
/** The largest chunk the server takes in one request. */
export const UPLOAD_SESSION_MAX_CHUNK_BYTES = 8 * UPLOAD_SESSION_CHUNK_BYTES;
/** A photo larger than this (bytes) goes through a session; a smaller one is sent whole. */
export const UPLOAD_SESSION_THRESHOLD_BYTES = 1_000_000;
/** How long a session not finished is kept (hours); then it and its bytes are removed. */
export const UPLOAD_SESSION_TTL_HOURS = 24;
/** The header that names a chunk's place in the file, and answers the bytes the server holds. */
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
/** The header that answers the session's declared size. */
export const UPLOAD_LENGTH_HEADER = 'upload-length';
/** A chunk's content type. */
export const UPLOAD_CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';
/** The problem type of a chunk sent at another offset than the server holds (409, with `current`). */
export const UPLOAD_OFFSET_CONFLICT_PROBLEM_TYPE = '/problems/upload-offset';

export const uploadSessionInputSchema = z
  .object({
    size: z
      .number({ error: 'validation.uploadSize' })
      .int('validation.uploadSize')
      .positive('validation.uploadSize'),
  })
  .meta({ id: 'NewUploadSession' });
export type UploadSessionInput = z.input<typeof uploadSessionInputSchema>;

export const uploadSessionSchema = z
  .object({
    id: z.uuid(),
    /** The declared size in bytes. */
    size: z.number().int(),
    /** The bytes the server holds, from the first: the next chunk starts here. */
    offset: z.number().int(),
    expires: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'UploadSession' });
export type UploadSession = z.infer<typeof uploadSessionSchema>;

/** A photo whose bytes a finished session holds, named in place of a file part. */
export const remarkImageFromUploadSchema = z
  .object({
    upload: z.uuid({ error: 'validation.uploadId' }),
    /** The photo's name on the device. */
    filename: z.string().trim().min(1).max(255),
    id: clientIdSchema,
  })
  .meta({ id: 'RemarkImageFromUpload' });
export type RemarkImageFromUpload = z.input<typeof remarkImageFromUploadSchema>;
