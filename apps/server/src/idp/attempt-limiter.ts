/**
 * Counts attempts per key (the client address) in a sliding window, in this process's memory.
 * With several server copies each counts its own share, which still bounds guessing per copy.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Keys remembered at most; the oldest are dropped beyond it, so the map cannot grow without bound. */
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records an attempt and tells whether it is allowed, with the seconds until the next one would
   * be when it is not. Refused attempts are not counted, so waiting out the window always helps.
   */
  attempt(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      const oldest = recent[0]!;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    // Re-inserting moves the key to the end, so the map's order is least recently used first.
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    for (const oldestKey of this.attempts.keys()) {
      if (this.attempts.size <= this.maxKeys) break;
      this.attempts.delete(oldestKey);
    }
    return { allowed: true };
  }
}
