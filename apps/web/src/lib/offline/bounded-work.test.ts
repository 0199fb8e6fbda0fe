import { describe, expect, it } from 'vitest';
import { runBounded, type BoundedProgress } from './bounded-work';

/** A promise with its resolve and reject at hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('runBounded', () => {
  it('never runs more than the limit at once, and starts the next as one ends', async () => {
    const pending = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    const run = runBounded([0, 1, 2, 3, 4, 5], 4, (item) => {
      started.push(item);
      return pending[item]!.promise;
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    pending[1]!.resolve();
    await new Promise((settle) => setTimeout(settle));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const item of pending) item.resolve();
    expect(await run).toEqual({ done: 6, total: 6, failed: 0 });
  });

  it('counts a failed item and goes on with the rest, telling the progress after each', async () => {
    const heard: BoundedProgress[] = [];
    const result = await runBounded(
      ['a', 'broken', 'c'],
      2,
      async (item) => {
        if (item === 'broken') throw new Error('404');
      },
      (progress) => heard.push(progress),
    );
    expect(result).toEqual({ done: 3, total: 3, failed: 1 });
    expect(heard.map((progress) => progress.done)).toEqual([1, 2, 3]);
    expect(heard.at(-1)).toEqual({ done: 3, total: 3, failed: 1 });
  });

  it('answers at once for no items', async () => {
    expect(await runBounded([], 4, () => Promise.reject(new Error('never')))).toEqual({
      done: 0,
      total: 0,
      failed: 0,
    });
  });
});
