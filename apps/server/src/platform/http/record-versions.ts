import type { FastifyReply, FastifyRequest } from 'fastify';
import { VERSION_CONFLICT_PROBLEM_TYPE } from '@syna/contracts/problem';
import { badRequest, HttpProblem } from './problem.ts';

/** `"3"`, its weak form `W/"3"`, or the bare number `3`. */
const VERSION_TAG = /^(?:W\/)?"(\d{1,9})"$|^(\d{1,9})$/;

/**
 * The version a change's `If-Match` names, for an endpoint declared `versioned`: undefined
 * without the header (or with `*`, any version), 400 for anything that is not one version.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = VERSION_TAG.exec(header.trim());
  if (!match) throw badRequest({ key: 'http.ifMatchInvalid' });
  return Number(match[1] ?? match[2]);
}

/** Sends a record's version as the answer's entity tag. */
export function sendVersionTag(reply: FastifyReply, result: unknown): void {
  const version = (result as { version?: unknown } | null)?.version;
  if (typeof version === 'number') void reply.header('etag', `"${version}"`);
}

/**
 * The refusal of a change made against a version the record no longer has (409): nothing is
 * changed, and the problem carries the record as it is now (`current`), as its GET shows it.
 */
export const versionConflict = (current: unknown) =>
  new HttpProblem(409, { key: 'http.versionConflict' }, undefined, undefined, {
    type: VERSION_CONFLICT_PROBLEM_TYPE,
    title: { key: 'http.versionConflictTitle' },
    current,
  });

/**
 * Refuses (409, with `current()`) a record whose version is not the one `If-Match` named; nothing
 * for a change sent without one.
 */
export async function requireVersion(
  version: number,
  expected: number | undefined,
  current: () => Promise<unknown>,
): Promise<void> {
  if (expected !== undefined && version !== expected) throw versionConflict(await current());
}
