import { describe, expect, it } from 'vitest';
import { textsTracker } from './pending-texts';

/** A load that arrives when told to. */
function deferredLoad() {
  let arrive!: () => void;
  const load = new Promise<void>((resolve) => (arrive = resolve));
  return { load, arrive };
}

describe('textsTracker', () => {
  it('is loaded at once when nothing loads', async () => {
    await expect(textsTracker().loaded()).resolves.toBeUndefined();
  });

  it('waits for every load tracked so far', async () => {
    const tracker = textsTracker();
    const first = deferredLoad();
    const second = deferredLoad();
    tracker.track(first.load);
    tracker.track(second.load);
    let settled = false;
    const waiting = tracker.loaded().then(() => {
      settled = true;
    });
    first.arrive();
    await first.load;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    second.arrive();
    await waiting;
    expect(settled).toBe(true);
  });

  it('rejects when a load fails, and keeps rejecting', async () => {
    const tracker = textsTracker();
    tracker.track(Promise.resolve());
    tracker.track(Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(tracker.loaded()).rejects.toThrow('Failed to fetch dynamically imported module');
    tracker.track(Promise.resolve());
    await expect(tracker.loaded()).rejects.toThrow('Failed to fetch dynamically imported module');
  });
});
