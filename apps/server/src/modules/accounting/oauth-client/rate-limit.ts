/**
 * A provider's rate limit kept on our side: at most `limit` requests in any `windowMs` (a sliding
 * window, as Fortnox and Visma count), per key (the access token, which is what both count by).
 * A request over the limit waits its turn instead of being refused; requests of one key go out
 * in the order they asked.
 *
 * The window is counted from when we send, the provider's from when the request arrives: a
 * request that travels slower than the one 25 places after it would arrive inside the
 * provider's window. `marginMs` widens our window by that much, so the provider never sees more
 * than its limit. Each server process keeps its own count: a second process, or another program
 * using the same grant, is what the 429 retry in `provider-http.ts` is for.
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
  marginMs?: number;
}

interface KeyWindow {
  /** When each request of the current window was let through, oldest first. */
  sent: number[];
  /** The provider said to wait (a 429): nothing of this key goes before this time. */
  blockedUntil: number;
  /** The last turn in line: the next one starts when it has been let through. */
  tail: Promise<void>;
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

  /** Resolves when a request with this key may be sent, and counts it as sent then. */
  acquire(key: string): Promise<void> {
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
          while (entry.sent.length > 0 && entry.sent[0]! <= now - this.span) entry.sent.shift();
          const freeAt = Math.max(
            entry.blockedUntil,
            entry.sent.length < this.rateLimit.limit ? now : entry.sent[0]! + this.span,
          );
          if (freeAt <= now) {
            entry.sent.push(now);
            return;
          }
          await sleep(freeAt - now);
        }
      } finally {
        entry.waiting -= 1;
      }
    });
    entry.tail = turn;
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
      const lastSent = window.sent.at(-1) ?? 0;
      if (window.waiting === 0 && lastSent <= now - this.span && window.blockedUntil <= now)
        this.windows.delete(key);
    }
  }
}
