import { performance } from 'node:perf_hooks';
import { LOAD, summarise, type Measurement } from './measure.ts';

/** One unit of work whose latency is measured: an HTTP request, or the same work done by raw SQL. */
export type Task = () => Promise<void>;

/** Runs `task` back to back on `LOAD.connections` loops until `seconds` have passed. */
async function loop(task: Task, seconds: number, onDone: (ms: number) => void, onError: () => void) {
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await task();
        onDone(performance.now() - start);
      } catch {
        onError();
      }
    }
  };
  await Promise.all(Array.from({ length: LOAD.connections }, worker));
}

/**
 * The one measuring loop of the search scenarios, used alike for the product and its baseline:
 * the same concurrency, a warm-up, then the latency of every task is recorded.
 */
export async function runLoad(task: Task): Promise<Measurement> {
  await loop(
    task,
    LOAD.warmupSeconds,
    () => undefined,
    () => undefined,
  );
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  await loop(
    task,
    LOAD.durationSeconds,
    (ms) => latencies.push(ms),
    () => (errors += 1),
  );
  return summarise(latencies, (performance.now() - start) / 1000, errors);
}
