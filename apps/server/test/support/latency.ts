import { setImmediate } from 'node:timers/promises';

/**
 * Starts `work` and runs `probe` again and again, one at a time, while it is under way; answers
 * the work's result with the slowest probe's time in milliseconds. A probe is always in flight, so
 * anything that holds up the server's event loop meanwhile shows in one probe's time. The probe
 * is run once before, so that its first, cold answer (caches filled) is not counted.
 */
export async function slowestAnswerDuring<T>(
  work: () => Promise<T>,
  probe: () => Promise<unknown>,
): Promise<{ result: T; slowestMs: number }> {
  await probe();
  let finished = false;
  const result = work().finally(() => (finished = true));
  let slowestMs = 0;
  do {
    // A probe answered in-process (injected, on PGlite) may settle in promise jobs alone; without
    // a turn of the event loop between probes the work's own I/O (an upload spooled to a file)
    // would never be polled.
    await setImmediate();
    const started = performance.now();
    await probe();
    slowestMs = Math.max(slowestMs, performance.now() - started);
  } while (!finished);
  return { result: await result, slowestMs };
}
