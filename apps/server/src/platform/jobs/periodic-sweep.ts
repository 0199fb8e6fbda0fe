import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A clean-up of records past their time, run by every server copy that does background work. */
export interface PeriodicSweep {
  /** What it deletes, for the log ("expired sign-in records"). */
  what: string;
  intervalMs: number;
  /** Deletes what is past its time; answers how many went. */
  sweep(): Promise<number>;
  log: FastifyBaseLogger;
}

/**
 * Runs the sweep now and then every `intervalMs` until the server closes. Sweeps need no queue:
 * each copy deleting what has expired is harmless, and a failure is logged and tried again at the
 * next interval.
 */
export async function startPeriodicSweep(
  app: FastifyInstance,
  { what, intervalMs, sweep, log }: PeriodicSweep,
): Promise<void> {
  const run = async () => {
    try {
      const removed = await sweep();
      if (removed) log.debug({ removed }, `${what} deleted`);
    } catch (error) {
      log.warn({ err: error }, `could not delete ${what}`);
    }
  };
  await run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
