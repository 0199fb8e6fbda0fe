import { sql } from 'drizzle-orm';

/** No statement may hold a connection for longer (a request has long been answered by then). */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** A transaction left open without work (a stalled client, a bug) is ended by the server. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * The limits as transaction-local settings, for the select list of a transaction's first
 * statement. Set per transaction rather than per connection: behind PgBouncer in transaction mode
 * a connection's session settings would be refused at connect (startup parameters) or would stay
 * on a server connection that the next client's transaction gets. The embedded database ignores
 * them (it has no timers).
 */
export const transactionLimits = sql`set_config('statement_timeout', ${String(STATEMENT_TIMEOUT_MS)}, true),
      set_config('idle_in_transaction_session_timeout', ${String(IDLE_IN_TRANSACTION_TIMEOUT_MS)}, true)`;
