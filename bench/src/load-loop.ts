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

/**
 * Two tasks measured side by side under the same conditions: every loop alternates them (half of
 * the loops starting with each), so both meet the same database state, the same neighbours and the
 * same moment. Each side's throughput is what its own latencies allow at `LOAD.connections` in
 * flight (its requests over the loops' time spent on it), so a difference between them is the
 * tasks' own and not that of the seconds each happened to run in, as when they run one after the
 * other.
 */
export async function runPaired(first: Task, second: Task): Promise<[Measurement, Measurement]> {
  const run = async (seconds: number, record: boolean) => {
    const sides = [first, second].map((task) => ({ task, latencies: [] as number[], errors: 0 }));
    const end = performance.now() + seconds * 1000;
    const worker = async (loopIndex: number) => {
      for (let turn = loopIndex % 2; performance.now() < end; turn = 1 - turn) {
        const side = sides[turn]!;
        const start = performance.now();
        try {
          await side.task();
          side.latencies.push(performance.now() - start);
        } catch {
          side.errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: LOAD.connections }, (_, loopIndex) => worker(loopIndex)));
    if (!record) return undefined;
    return sides.map(({ latencies, errors }) => {
      const busySeconds = latencies.reduce((sum, ms) => sum + ms, 0) / 1000 / LOAD.connections;
      return summarise(latencies, Math.max(busySeconds, Number.EPSILON), errors);
    }) as [Measurement, Measurement];
  };
  await run(LOAD.warmupSeconds, false);
  return (await run(LOAD.durationSeconds * 2, true))!;
}
