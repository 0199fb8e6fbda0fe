/**
 * A provider's rate limit kept on our side: at most `limit` requests in any `windowMs` (a sliding
 * window, as Fortnox and Visma count), per key (the access token, which is what both count by).
 * A request over the limit waits its turn instead of being refused; requests of one key go out
 * in the order they asked.
 *
 * The provider counts a request when it arrives, which we do not see: we count it from when we
 * send it until its answer is back (`release`), and then a window on from there. However slow
 * a request travels, the provider has it before its answer is back, so it never sees more than
 * its limit in a window. `marginMs` widens the window further. Each server process keeps its own
 * count, unlike the limits on our own routes (docs/ARCHITECTURE.md, "Rate and attempt limits"):
 * a call refused with 429 was not carried out, so a second process, or another program using the
 * same grant, costs a wait, which the 429 retry in `provider-http.ts` is for.
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
  marginMs?: number;
}

interface KeyWindow {
  /** When each request of the current window was answered (Infinity while under way). */
  sent: { at: number }[];
  /** The provider said to wait (a 429): nothing of this key goes before this time. */
  blockedUntil: number;
  /** The last turn in line: the next one starts when it has been let through. */
  tail: Promise<unknown>;
  waiting: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SlidingWindowQueue {
  private readonly windows = new Map<string, KeyWindow>();
  private readonly span: number;

  constructor(
    readonly rateLimit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.span = rateLimit.windowMs + (rateLimit.marginMs ?? 0);
  }

  /**
   * Resolves when a request with this key may be sent, and counts it from then; the request's
   * `release` (called when its answer is back, or it failed) starts its window.
   */
  acquire(key: string): Promise<() => void> {
    this.forgetIdle();
    let window = this.windows.get(key);
    if (!window) {
      window = { sent: [], blockedUntil: 0, tail: Promise.resolve(), waiting: 0 };
      this.windows.set(key, window);
    }
    const entry = window;
    entry.waiting += 1;
    const turn = entry.tail.then(async () => {
      try {
        for (;;) {
          const now = this.now();
          entry.sent = entry.sent.filter((slot) => slot.at > now - this.span);
          const oldest = Math.min(...entry.sent.map((slot) => slot.at));
          const freeAt = Math.max(
            entry.blockedUntil,
            entry.sent.length < this.rateLimit.limit ? now : oldest + this.span,
          );
          if (freeAt <= now) {
            const slot = { at: Infinity };
            entry.sent.push(slot);
            return () => {
              slot.at = Math.min(slot.at, this.now());
            };
          }
          // A window full of requests under way frees when one is answered: look again soon.
          await sleep(Number.isFinite(freeAt) ? freeAt - now : 10);
        }
      } finally {
        entry.waiting -= 1;
      }
    });
    entry.tail = turn.then(() => undefined);
    return turn;
  }

  /** The provider answered 429: hold this key's next requests for `ms`. */
  block(key: string, ms: number): void {
    const window = this.windows.get(key);
    if (window) window.blockedUntil = Math.max(window.blockedUntil, this.now() + ms);
  }

  /** How many keys are counted now (for tests: windows of tokens no longer used are dropped). */
  get size(): number {
    return this.windows.size;
  }

  /** Drops the keys with nothing waiting and nothing sent within the window. */
  private forgetIdle(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      const lastSent = Math.max(0, ...window.sent.map((slot) => slot.at));
      if (window.waiting === 0 && lastSent <= now - this.span && window.blockedUntil <= now)
        this.windows.delete(key);
    }
  }
}
