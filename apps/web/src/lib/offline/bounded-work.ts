/** How far a run of `runBounded` has come: items finished (failed ones included) and failed. */
export interface BoundedProgress {
  done: number;
  total: number;
  failed: number;
}

/**
 * Runs `work` on every item, at most `limit` at a time, in the items' order; an item that fails
 * does not stop the others. `onProgress` hears after each item; the answer is the final count.
 */
export async function runBounded<Item>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<void>,
  onProgress: (progress: BoundedProgress) => void = () => undefined,
): Promise<BoundedProgress> {
  const progress: BoundedProgress = { done: 0, total: items.length, failed: 0 };
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      try {
        await work(item);
      } catch {
        progress.failed += 1;
      }
      progress.done += 1;
      onProgress({ ...progress });
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return progress;
}
