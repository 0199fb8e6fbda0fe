import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  successStatus,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResponse,
  type EndpointTable,
} from '@syna/contracts/endpoints/endpoint';
import { endpointPath } from '@syna/contracts/endpoints/endpoint-url';
import { UPLOAD_CHUNK_CONTENT_TYPE } from '@syna/contracts/upload-sessions';
import { contentDisposition } from './content-disposition.ts';
import { byteRangeOf } from './byte-range.ts';
import { discardSpooled } from '../storage/spooled-file.ts';
import { readUpload, UPLOAD_LIMITS, type UploadedFile } from './multipart-upload.ts';
import { acceptChunks, uploadChunkOf, type UploadChunk } from './upload-chunk.ts';
import { ifMatchVersion, sendVersionTag } from './record-versions.ts';
import { sendVersionedJson, VersionedJson } from './versioned-json.ts';
import type { AnswerWithoutWrites } from './answer-without-writes.ts';
import { requestContextOf, type ContextFor } from './request-context.ts';
// Types the route's `journaled` and `idempotent` flags.
import type {} from './write-journal.ts';
import type {} from './idempotency.ts';

/** A file to send: its bytes, type and name, and whether the browser shows or saves it. */
export interface FileDownload {
  body: Readable | Buffer | string;
  contentType: string;
  filename: string;
  /** Known for stored files; streamed ones are sent chunked. */
  size?: number;
  disposition?: 'attachment' | 'inline';
  /** Stored files never change under their name; others are private and not kept. */
  cacheControl?: string;
  /**
   * Answer `Range` requests (206) from a body read whole, as media players need (Safari plays no
   * `<audio>` without them); for small files only, since the body is held in memory.
   */
  ranges?: boolean;
}

type HandlerInput<E extends EndpointDefinition> = EndpointInput<E> &
  (E['transport'] extends 'upload' ? { file: UploadedFile } : unknown) &
  (E['transport'] extends 'chunk' ? { chunk: UploadChunk } : unknown) &
  // The version the request's `If-Match` names, if any (see `versioned`).
  (E['versioned'] extends true ? { ifMatch: number | undefined } : unknown);
/**
 * A handler answers the endpoint's response, that response serialised with its version, or the
 * response of a request that keeps nothing (`AnswerWithoutWrites`).
 */
type HandlerResult<E extends EndpointDefinition> = E['transport'] extends 'download'
  ? FileDownload
  : EndpointResponse<E> | VersionedJson | AnswerWithoutWrites<EndpointResponse<E>>;

/** What serves one endpoint: the request's context and validated input in, the response out. */
export type EndpointHandler<E extends EndpointDefinition> = E['transport'] extends 'socket'
  ? (context: ContextFor<E['access']>, input: EndpointInput<E>, socket: WebSocket) => void
  : (context: ContextFor<E['access']>, input: HandlerInput<E>) => Promise<HandlerResult<E>>;

/** A handler for every endpoint of a table: a missing one fails the typecheck. */
export type EndpointHandlers<Table extends EndpointTable> = {
  [Name in keyof Table]: EndpointHandler<Table[Name]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint the modules registered; the server refuses to start while one is missing. */
    registeredEndpoints: Set<EndpointDefinition>;
  }
}

function inputOf(request: FastifyRequest) {
  return { params: request.params, query: request.query, body: request.body };
}

function sendDownload(request: FastifyRequest, reply: FastifyReply, download: FileDownload) {
  void reply
    .type(download.contentType)
    .header('content-disposition', contentDisposition(download.filename, download.disposition))
    // The type was checked on upload; the browser must not guess another (e.g. HTML).
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', download.cacheControl ?? 'private, no-store');
  if (download.ranges && Buffer.isBuffer(download.body)) return sendRange(request, reply, download.body);
  if (download.size !== undefined) void reply.header('content-length', download.size);
  return download.body;
}

/** The part of `body` the request's `Range` asks for (206), the whole (200), or 416. */
function sendRange(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  void reply.header('accept-ranges', 'bytes');
  const range = byteRangeOf(request.headers.range, body.length);
  if (range === null) return body;
  if (range === 'unsatisfiable') {
    void reply.code(416).header('content-range', `bytes */${body.length}`);
    return '';
  }
  void reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${body.length}`);
  return body.subarray(range.start, range.end + 1);
}

function routeSchema(definition: EndpointDefinition) {
  const status = successStatus(definition);
  const upload = definition.transport === 'upload';
  return {
    tags: [definition.service],
    summary: definition.summary,
    // Routes that take no token say so in the API document (it asks for one by default).
    ...(definition.access.kind === 'public' || definition.access.kind === 'publicInTenant'
      ? { security: [] }
      : {}),
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    // An upload's form fields are read from the multipart body, not validated as JSON.
    ...(definition.body && !upload ? { body: definition.body } : {}),
    ...(upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(definition.transport === 'chunk' ? { consumes: [UPLOAD_CHUNK_CONTENT_TYPE] } : {}),
    ...(status === 204
      ? { response: { 204: z.null() } }
      : definition.response
        ? {
            response: {
              [status]: definition.response,
              ...(definition.createdWhen ? { 201: definition.response } : {}),
            },
          }
        : {}),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** An upload route's file and form fields, read before its transaction opens. */
    upload?: { file: UploadedFile; fields: unknown };
  }
}

/**
 * A step on an upload's file that must hold no transaction, such as checks that may take seconds:
 * it runs once the body has arrived, before the handler's transaction opens (a transaction held
 * meanwhile would keep every firm waiting on PGlite, and a connection on PostgreSQL). It refuses
 * a file by throwing a problem; what it answers reaches the handler as `file.checked`.
 */
export type UploadCheck = (file: UploadedFile) => Promise<unknown>;

function registerOne(
  app: FastifyInstance,
  definition: EndpointDefinition,
  handler: unknown,
  check?: UploadCheck,
): void {
  const upload = definition.transport === 'upload';
  const chunk = definition.transport === 'chunk';
  // A chunk changes no record: its offset makes a repeat harmless, and the log is of records.
  const changes = definition.method !== 'GET' && !definition.readOnly && !chunk;
  const config = {
    access: definition.access,
    // A partner's reads are logged too: the firm sees what its partners looked at.
    journaled: changes || definition.access.kind === 'partner',
    // A customer's order too: the customer signs in to nothing, so its keys are the firm's.
    idempotent:
      changes &&
      (definition.access.kind === 'member' || definition.access.kind === 'publicInTenant') &&
      definition.transport !== 'download',
    ...(upload || chunk ? { bodyOutsideTransaction: true } : {}),
  };
  const schema = routeSchema(definition);
  if (definition.transport === 'socket') {
    const serve = handler as (context: unknown, input: unknown, socket: WebSocket) => void;
    app.route({
      method: 'GET',
      url: definition.path,
      config,
      schema,
      // With `websocket: true` the handler receives the socket (@fastify/websocket).
      websocket: true,
      handler: ((socket: WebSocket, request: FastifyRequest) =>
        serve(requestContextOf(request, definition.access), inputOf(request), socket)) as never,
    });
    return;
  }
  const serve = handler as (context: unknown, input: unknown) => Promise<unknown>;
  app.route({
    method: definition.method,
    url: definition.path,
    config,
    schema,
    ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
    // After the access check, before the handler's transaction opens (see `bodyOutsideTransaction`).
    ...(upload
      ? {
          preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
            request.upload = await readUpload(
              request,
              definition.body,
              definition.uploadTexts,
              definition.bodyLimit,
            );
            const { file } = request.upload;
            // Once answered (or cut off), whatever the answer: a stored upload was copied by then.
            reply.raw.once('close', () => void discardSpooled(file));
            if (check) request.upload.file.checked = await check(request.upload.file);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const context = requestContextOf(request, definition.access);
      const input = {
        ...inputOf(request),
        ...(request.upload ? { body: request.upload.fields, file: request.upload.file } : {}),
        ...(chunk ? { chunk: uploadChunkOf(request) } : {}),
        ...(definition.versioned ? { ifMatch: ifMatchVersion(request) } : {}),
      };
      const result = await serve(context, input);
      if (definition.versioned) sendVersionTag(reply, result);
      if (definition.answerHeaders) void reply.headers(definition.answerHeaders(result as never));
      if (definition.transport === 'download') return sendDownload(request, reply, result as FileDownload);
      if (result instanceof VersionedJson) return sendVersionedJson(request, reply, result);
      const status = definition.createdWhen?.(input as never) ? 201 : successStatus(definition);
      void reply.code(status);
      if (definition.location) {
        const { id } = result as { id: string };
        void reply.header('location', endpointPath(definition.location, { ...(input.params as object), id }));
      }
      return status === 204 ? null : result;
    },
  });
}

/**
 * Registers the routes of an endpoint table, each served by its handler: access, schemas and
 * documentation all come from the table. Uploads get their multipart parser in a scope of
 * their own, so no other route accepts multipart bodies, and `uploadChecks` their checks; chunks
 * of resumable uploads likewise their byte stream.
 */
export async function registerEndpoints<Table extends EndpointTable>(
  app: FastifyInstance,
  table: Table,
  handlers: EndpointHandlers<Table>,
  uploadChecks: Partial<Record<keyof Table, UploadCheck>> = {},
): Promise<void> {
  const entries = Object.entries(table).map(([name, definition]) => {
    const handler = handlers[name as keyof Table];
    if (!handler) throw new Error(`${definition.method} ${definition.path} (${name}) has no handler`);
    return { definition, handler, check: uploadChecks[name as keyof Table] };
  });
  const scoped = (definition: EndpointDefinition) =>
    definition.transport === 'upload' || definition.transport === 'chunk';
  for (const { definition, handler } of entries) {
    if (!scoped(definition)) registerOne(app, definition, handler);
    app.registeredEndpoints.add(definition);
  }
  const chunks = entries.filter(({ definition }) => definition.transport === 'chunk');
  if (chunks.length > 0) {
    await app.register(async (scope) => {
      acceptChunks(scope);
      for (const { definition, handler } of chunks) registerOne(scope, definition, handler);
    });
  }
  const uploads = entries.filter(({ definition }) => definition.transport === 'upload');
  if (uploads.length > 0) {
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: UPLOAD_LIMITS });
      for (const { definition, handler, check } of uploads) registerOne(scope, definition, handler, check);
    });
  }
}

/** Refuses to start while an endpoint of the contracts has no route. */
export function checkEveryEndpointRegistered(app: FastifyInstance, tables: readonly EndpointTable[]): void {
  const missing = tables
    .flatMap((table) => Object.values(table))
    .filter((definition) => !app.registeredEndpoints.has(definition))
    .map((definition) => `${definition.method} ${definition.path}`);
  if (missing.length > 0) throw new Error(`Endpoints without a route: ${missing.join(', ')}`);
}
