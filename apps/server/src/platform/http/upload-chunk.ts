import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_CHUNK_CONTENT_TYPE, UPLOAD_OFFSET_HEADER } from '@syna/contracts/upload-sessions';
import { badRequest } from './problem.ts';

/** A chunk of a resumable upload: where it goes, how long it says it is, and its bytes as they stream in. */
export interface UploadChunk {
  offset: number;
  /** The body's `Content-Length`; unknown for a chunked body. */
  length: number | undefined;
  bytes: Readable;
}

/** Lets a scope's routes take `application/offset+octet-stream` bodies, handed on unread. */
export function acceptChunks(scope: FastifyInstance): void {
  scope.addContentTypeParser(UPLOAD_CHUNK_CONTENT_TYPE, (_request, payload, done) => done(null, payload));
}

const WHOLE_NUMBER = /^\d{1,15}$/;

/** The chunk a request sends: 400 without a whole `Upload-Offset`. */
export function uploadChunkOf(request: FastifyRequest): UploadChunk {
  const offset = request.headers[UPLOAD_OFFSET_HEADER];
  if (typeof offset !== 'string' || !WHOLE_NUMBER.test(offset)) {
    throw badRequest({ key: 'uploads.offsetMissing' });
  }
  const declared = request.headers['content-length'];
  return {
    offset: Number(offset),
    length: declared === undefined ? undefined : Number(declared),
    // No content type (an empty chunk) leaves no body: it is no bytes.
    bytes: (request.body as Readable | undefined) ?? Readable.from([]),
  };
}
