import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlidingWindowQueue } from './rate-limit.ts';

describe('the sliding-window queue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Asks `count` turns of `key`, answered at once, and records when each was let through. */
  function ask(queue: SlidingWindowQueue, key: string, count: number): number[] {
    const times: number[] = [];
    for (let i = 0; i < count; i++)
      void queue.acquire(key).then((release) => {
        times.push(Date.now());
        release();
      });
    return times;
  }

  it('lets `limit` through at once and each further one when the oldest leaves the window', async () => {
    const queue = new SlidingWindowQueue({ limit: 3, windowMs: 1000, marginMs: 10 });
    const times = ask(queue, 'token-a', 7);
    await vi.advanceTimersByTimeAsync(5000);
    expect(times.map((at) => at - 1_000_000)).toEqual([0, 0, 0, 1010, 1010, 1010, 2020]);
  });

  it('counts a request under way until its answer is back, and a window on from then', async () => {
    const queue = new SlidingWindowQueue({ limit: 1, windowMs: 1000 });
    const release = await queue.acquire('a');
    const times = ask(queue, 'a', 1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(times).toEqual([]);
    release();
    await vi.advanceTimersByTimeAsync(999);
    expect(times).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(times).toHaveLength(1);
    expect(times[0]! - 1_003_000).toBeGreaterThanOrEqual(1000);
  });

  it('keeps each key to its own window', async () => {
    const queue = new SlidingWindowQueue({ limit: 2, windowMs: 1000 });
    const a = ask(queue, 'a', 3);
    const b = ask(queue, 'b', 2);
    await vi.advanceTimersByTimeAsync(0);
    expect([a.length, b.length]).toEqual([2, 2]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.length).toBe(3);
  });

  it('holds a key that was told to wait, and forgets idle keys', async () => {
    const queue = new SlidingWindowQueue({ limit: 5, windowMs: 1000 });
    (await queue.acquire('a'))();
    queue.block('a', 3000);
    const times = ask(queue, 'a', 1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(times).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toEqual([1_003_000]);
    await vi.advanceTimersByTimeAsync(1001);
    (await queue.acquire('b'))();
    expect(queue.size).toBe(1);
  });
});
