import type { Database } from '../platform/db/database.ts';
import { countHit } from '../platform/limits/rate-counter.ts';

/** What an attempt is told: go on, or wait this many seconds. */
export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts the issuer's form attempts per key (the client address) in a fixed window, in the
 * database (`countHit`): every server copy counts towards one limit, so a guesser gets no more
 * tries by being spread over copies, nor by a copy's restart.
 */
export class AttemptLimiter {
  constructor(
    private readonly database: Database,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /**
   * Records an attempt and tells whether it is allowed, with the seconds until the window ends
   * when it is not. The window's end does not move with refused attempts, so waiting it out helps.
   */
  async attempt(key: string): Promise<AttemptVerdict> {
    const { hits, msLeft } = await countHit(this.database, `issuer-forms|${key}`, this.windowMs);
    if (hits <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
  }
}
