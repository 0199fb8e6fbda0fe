import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// API answers (JSON, problem+json) are compressed as the client accepts; Brotli at a quality cheap
// enough per request. @fastify/compress streams every answer through zlib, and for the few
// kilobytes of a list's page the stream, its events and its chunked writes cost more than the
// compressing itself (a profile of searches under load put about a tenth of the server's time
// there). So an answer of up to ONE_CALL_MAX_BYTES is compressed here in one call, before the
// plugin's hook, which leaves an encoded answer be. Larger answers and streams keep the plugin's
// stream, which compresses in libuv's thread pool, off the event loop. The web app's files come
// precompressed from the build and are left be.

/** Smaller answers fit a packet or two as they are. */
const THRESHOLD_BYTES = 1024;
/** Compressed in one call on the event loop: well under a millisecond at Brotli quality 4. */
const ONE_CALL_MAX_BYTES = 64 * 1024;
const BROTLI_QUALITY = 4;

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/)/i;

function encodeInOneCall(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const size = Buffer.byteLength(payload);
  const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '');
  if (
    size < THRESHOLD_BYTES ||
    size > ONE_CALL_MAX_BYTES ||
    encoding === null ||
    reply.getHeader('content-encoding') !== undefined ||
    request.headers['x-no-compression'] !== undefined ||
    !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))
  )
    return done(null, payload);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(payload, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        })
      : zlib.gzipSync(payload);
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', encoding).removeHeader('content-length');
  done(null, body);
}

/** Compresses every answer of `app` as its client accepts. */
export async function registerAnswerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', encodeInOneCall);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
