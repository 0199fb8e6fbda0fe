import {
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
  UPLOAD_SESSION_MAX_BYTES,
  uploadSessionInputSchema,
  uploadSessionSchema,
  type UploadSession,
} from '../upload-sessions.ts';
import { permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'content';
const uploadParams = tenantAnd('id', 'validation.uploadId');
/** Sessions carry the photos of remarks: writing them is what they are for. */
const write = permitted('inspections.write');

/** The tus headers every answer about a session carries: the bytes held and the declared size. */
const offsetHeaders = (session: UploadSession) => ({
  [UPLOAD_OFFSET_HEADER]: String(session.offset),
  [UPLOAD_LENGTH_HEADER]: String(session.size),
  'cache-control': 'no-store',
});

const status = endpoint({
  method: 'GET',
  path: '/:tenant/v1/content/uploads/:id',
  access: write,
  service,
  summary:
    'An upload session and the bytes the server holds (`offset`, also as `Upload-Offset`; ' +
    '`HEAD` answers the headers alone): a client resumes from there',
  params: uploadParams,
  response: uploadSessionSchema,
  answerHeaders: offsetHeaders,
});

/**
 * Resumable uploads (after tus 1.0): a session of the caller's, its offset, its chunks. A session
 * is its creator's alone: another member's or another firm's answers 404.
 */
export const uploadSessionEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/content/uploads',
    access: write,
    service,
    summary:
      `Start a resumable upload of a photo of \`size\` bytes (at most ${UPLOAD_SESSION_MAX_BYTES}, ` +
      'else 413); its bytes follow in chunks, and a finished one is handed to the photo upload',
    params: tenantParams,
    body: uploadSessionInputSchema,
    status: 201,
    response: uploadSessionSchema,
    location: status,
    answerHeaders: offsetHeaders,
  }),
  status,
  append: endpoint({
    method: 'PATCH',
    path: '/:tenant/v1/content/uploads/:id',
    access: write,
    service,
    summary:
      'Append a chunk (`application/offset+octet-stream`) at `Upload-Offset`, which must be the ' +
      'bytes the server holds (409 with `current.offset` otherwise); 413 past the declared size. ' +
      'What arrived of a chunk whose connection broke is kept',
    params: uploadParams,
    transport: 'chunk',
    response: uploadSessionSchema,
    answerHeaders: offsetHeaders,
  }),
};
