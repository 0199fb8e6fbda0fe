/**
 * Loads of texts under way: English comes in chunks of its own, fetched only for an English user,
 * and whatever shows texts waits for them here (start-up, each page group) rather than show
 * Swedish, or keys, first.
 */
export function textsTracker() {
  const loads: Promise<unknown>[] = [];
  return {
    /** Counts `load` among the loads that `loaded` waits for. */
    track(load: Promise<unknown>): void {
      // A failure is reported to whoever waits; until someone does, it is not an unhandled one.
      load.catch(() => undefined);
      loads.push(load);
    },
    /** Settles once every load tracked so far has arrived; rejects with the first that failed. */
    async loaded(): Promise<void> {
      await Promise.all(loads);
    },
  };
}

// The app's one tracker: english-texts.ts tracks each load, bootstrap and chunk-loading wait.
const tracker = textsTracker();
export const trackTexts = tracker.track;
export const textsLoaded = tracker.loaded;
