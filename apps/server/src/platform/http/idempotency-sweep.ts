import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@syna/contracts/constants';
import { queryRows, type Database } from '../db/database.ts';
import { startPeriodicSweep } from '../jobs/periodic-sweep.ts';

/** How often a server copy that does background work deletes the keys past their time. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Keys deleted per transaction, so that a sweep after a long pause holds no lock for long. */
const SWEEP_BATCH_SIZE = 5_000;

/**
 * Deletes every firm's `Idempotency-Key` records older than `IDEMPOTENCY_KEY_TTL_HOURS`, which no
 * repeat can use any more; answers how many went. A keyed request deletes its owner's own, but a
 * person who sends no more changes (who left the firm, or works only online), or a firm whose
 * order page gets no more orders, would keep theirs for ever. Runs as the owner, whose policy sees every firm (as the sign-in issuer's sweep does); rows
 * a request is claiming or deleting are skipped.
 */
export async function deleteExpiredIdempotencyKeys(database: Database): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await database.asSystem((tx) =>
      queryRows<{ key: string }>(
        tx,
        sql`DELETE FROM idempotency_keys
            WHERE (tenant_id, owner_id, key) IN (
              SELECT tenant_id, owner_id, key FROM idempotency_keys
              WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})
              LIMIT ${SWEEP_BATCH_SIZE}
              FOR UPDATE SKIP LOCKED)
            RETURNING key`,
      ),
    );
    removed += batch.length;
    if (batch.length < SWEEP_BATCH_SIZE) return removed;
  }
}

/** Deletes the keys past their time at start and hourly, until the server closes. */
export function startIdempotencyKeySweep(app: FastifyInstance, database: Database): Promise<void> {
  return startPeriodicSweep(app, {
    what: 'expired idempotency keys',
    intervalMs: SWEEP_INTERVAL_MS,
    sweep: () => deleteExpiredIdempotencyKeys(database),
    log: app.log.child({ module: 'idempotency' }),
  });
}
