import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialised before, with the version of the data it was made from. It is sent as
 * is, that version its entity tag, and as 304 Not Modified to a client that already holds it; the
 * client revalidates every time (`no-cache`), so a change is seen at the next request.
 */
export class VersionedJson {
  readonly etag: string;

  constructor(
    readonly version: string,
    readonly json: string,
  ) {
    // Weak: the same version is the same data whatever encoding the bytes travel in.
    this.etag = `W/"${version}"`;
  }
}

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 §13.1.2). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Sends the answer, or 304 without a body when the client holds its version. */
export function sendVersionedJson(request: FastifyRequest, reply: FastifyReply, answer: VersionedJson) {
  void reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (holds(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  // A string with a JSON type is sent as it is, not serialised again.
  return reply.type('application/json; charset=utf-8').send(answer.json);
}
