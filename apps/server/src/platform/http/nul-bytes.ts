import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './problem.ts';

const NUL = '\u0000';

/**
 * The path of the first string (value or key) in `value` that holds a NUL byte, or null. The
 * database refuses NUL in text, so such a value would otherwise fail deep in a query.
 */
export function findNulByte(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  // A chunk's body is a stream of bytes, not text.
  if (typeof value !== 'object' || value === null || value instanceof Stream) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (key.includes(NUL)) return itemPath;
    const found = findNulByte(item, itemPath);
    if (found) return found;
  }
  return null;
}

/** Refuses (400) a request part that holds a NUL byte, naming the field as validation does. */
export function refuseNulBytes(value: unknown, part: string): void {
  const field = findNulByte(value, part);
  if (field) {
    throw badRequest(
      { key: 'http.nulByte' },
      {
        [field]: [{ key: 'http.nulByteField' }],
      },
    );
  }
}

/**
 * Checks every request's path parameters, query and JSON body before validation, once for all
 * routes; multipart fields are checked where an upload is read.
 */
export function registerNulByteCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseNulBytes(request.params, 'params');
    refuseNulBytes(request.query, 'querystring');
    refuseNulBytes(request.body, 'body');
  });
}
