/**
 * PgBouncer's answer when a client names a setting it does not pass on: the direct pool sends its
 * limits as such settings, so this answer means the direct URL names PgBouncer.
 */
const POOLER_REFUSAL = /unsupported startup parameter/i;

/**
 * A direct connection's failure, said in the operator's terms where the URL names a pooler: with
 * the migrations' lock, the job queue and LISTEN behind PgBouncer in transaction mode, servers
 * would migrate at once, and notifications would be lost without an error.
 */
export function directConnectionError(error: unknown): unknown {
  if (!(error instanceof Error) || !POOLER_REFUSAL.test(error.message)) return error;
  return new Error(
    'DATABASE_DIRECT_URL must reach PostgreSQL itself, not PgBouncer: the migrations, the job queue ' +
      'and LISTEN hold a session (unset, it is DATABASE_OWNER_URL, or DATABASE_URL). ' +
      `The server answered: ${error.message}`,
    { cause: error },
  );
}
