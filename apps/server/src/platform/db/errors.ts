/** The causes of a database error, outermost first (drivers and Drizzle wrap them). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when a database error (through either driver, possibly wrapped) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (cause.code === '23505') return true;
  return false;
}

/** True when a database error is a foreign key violation: a row still referenced, or a reference to none. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (cause.code === '23503') return true;
  return false;
}

/**
 * True when a database error is a key declared ON DELETE RESTRICT refusing its row's deletion.
 * PGlite reports it as a restrict violation (23001), the PostgreSQL server (15) as a foreign key
 * violation (23503); callers ask only about a delete, where the latter can mean nothing else.
 */
export function isRestrictViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (cause.code === '23001' || cause.code === '23503') return true;
  return false;
}

/**
 * Network errors and PostgreSQL's SQLSTATEs for a server that is not there for now: connection
 * exceptions (class 08), and an administrator's or crash shutdown, or a server still starting
 * (57P01 to 57P03).
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when a request failed because the database could not be reached (it restarts, the network
 * dropped): the request may be tried again shortly, so it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
  }
  return false;
}

/**
 * True when a standby cancelled a read to go on replaying the primary's changes ("conflict with
 * recovery": 40001, or 40P01 for a buffer pin deadlock); the read may be answered elsewhere.
 */
export function isRecoveryConflict(error: unknown): boolean {
  for (const cause of causes(error)) if (cause.code === '40001' || cause.code === '40P01') return true;
  return false;
}
