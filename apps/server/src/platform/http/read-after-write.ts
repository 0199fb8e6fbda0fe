import type { FastifyReply, FastifyRequest } from 'fastify';
// Types `reply.setCookie` and `request.cookies`.
import type {} from '@fastify/cookie';
import type { Database, TenantScope, Tx } from '../db/database.ts';
import { WAL_POSITION } from '../db/replica-reads.ts';
import type { RequestContext } from './request-context.ts';

/**
 * Carries the primary's WAL position after the caller's last write (docs/ARCHITECTURE.md, "The
 * read replica"): the browser sends it to whichever server copy answers next, and a read goes to
 * the standby only once the standby has replayed that far.
 */
export const WRITE_POSITION_COOKIE = 'syna_written';

/**
 * Set when a write's position could not be read (the primary did not answer after the commit): a
 * position no standby reaches, for a minute, sends the caller's reads to the primary meanwhile.
 */
const UNKNOWN_POSITION = 'FFFFFFFF/FFFFFFFF';
const UNKNOWN_POSITION_SECONDS = 60;

/** The caller's last write position, as their cookie names it; null for none or a malformed one. */
export function writePositionOf(request: FastifyRequest): string | null {
  const position = request.cookies?.[WRITE_POSITION_COOKIE];
  return position && WAL_POSITION.test(position) ? position : null;
}

/**
 * After a request that wrote has committed, with a standby configured: the primary's position
 * then, in the cookie. One statement, and none without a standby.
 */
export async function rememberWritePosition(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (!database.hasReplica) return;
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
  try {
    const position = await database.writePosition();
    if (position) void reply.setCookie(WRITE_POSITION_COOKIE, position, options);
  } catch (error) {
    request.log.warn({ err: error }, 'the write position after a commit could not be read');
    void reply.setCookie(WRITE_POSITION_COOKIE, UNKNOWN_POSITION, {
      ...options,
      maxAge: UNKNOWN_POSITION_SECONDS,
    });
  }
}

/**
 * A member request's `standbyRead`: on the standby, in the caller's scope, for a route that changes
 * nothing, once the standby has replayed the caller's last write; otherwise in the request's own
 * transaction (`current`), as without a standby.
 */
export function standbyReader(
  database: Database,
  request: FastifyRequest,
  scope: TenantScope,
  current: () => Tx,
): RequestContext['standbyRead'] {
  return async (work) => {
    // A route that writes reads what it wrote, which only the primary has.
    if (request.routeOptions.config.journaled) return work(current());
    const read = await database.onReplica(scope, writePositionOf(request), work);
    return read ? read.answer : work(current());
  };
}
