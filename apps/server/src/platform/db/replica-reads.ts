import { sql, type SQL } from 'drizzle-orm';
import type { OpenedTransaction, Tx } from './database-driver.ts';
import type { DatabaseEvents } from './database-events.ts';
import { isDatabaseUnavailable, isRecoveryConflict } from './errors.ts';

/** A position in the primary's write-ahead log as PostgreSQL writes one (`16/B374D848`). */
export const WAL_POSITION = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

/**
 * After the standby failed to answer, reads leave it alone this long: a standby that is down
 * costs the requests meanwhile no connection attempt, and the log one line.
 */
const RETRY_AFTER_MS = 10_000;

/** Thrown inside the standby's transaction to leave it when it has not replayed far enough. */
const BEHIND = Symbol('behind');

/**
 * Reads on the streaming standby, each in a read-only transaction whose first statement sets the
 * request's scope and answers whether the standby has replayed the caller's last write: one round
 * trip, as on the primary. A read the standby cannot answer (behind, down, cancelled by replay)
 * is answered `null`, and the caller reads on the primary instead.
 */
export class ReplicaReads {
  /** When the standby last failed to answer; null while it answers. */
  private failedAt: number | null = null;

  constructor(
    private readonly transaction: OpenedTransaction,
    private readonly events: DatabaseEvents,
  ) {}

  async read<T>(
    scopeSettings: SQL,
    after: string | null,
    work: (tx: Tx) => Promise<T>,
  ): Promise<{ answer: T } | null> {
    if (this.failedAt !== null && Date.now() - this.failedAt < RETRY_AFTER_MS) return null;
    try {
      // Not in recovery (a promoted standby), the replay position is null: only a caller who wrote
      // nothing is answered there.
      const opening = sql`SELECT ${scopeSettings},
                                 (${after}::pg_lsn IS NULL OR coalesce(pg_last_wal_replay_lsn() >= ${after}::pg_lsn, false))
                                   AS caught_up`;
      const answer = await this.transaction(opening, (tx, [row]) => {
        if (row?.caught_up !== true) throw BEHIND;
        return work(tx);
      });
      if (this.failedAt !== null) {
        this.failedAt = null;
        this.events.replicaBack?.();
      }
      return { answer };
    } catch (error) {
      if (error === BEHIND || isRecoveryConflict(error)) return null;
      if (!isDatabaseUnavailable(error)) throw error;
      if (this.failedAt === null) this.events.replicaUnavailable?.(error);
      this.failedAt = Date.now();
      return null;
    }
  }
}
