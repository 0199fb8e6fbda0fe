import { performance } from 'node:perf_hooks';

/** How long each phase of a run took, in the order they ran. */
export type PhaseTimes = { phase: string; seconds: number }[];

/**
 * Times the phases of a run: each is printed as it ends (the whole run must stay under a quarter
 * of an hour, so where the time goes is shown every run) and kept for the results file.
 */
export function phaseTimer(indent = '') {
  const times: PhaseTimes = [];
  return {
    times,
    async phase<T>(phase: string, work: () => Promise<T>): Promise<T> {
      const start = performance.now();
      const result = await work();
      const seconds = Math.round((performance.now() - start) / 100) / 10;
      times.push({ phase, seconds });
      console.log(`${indent}${phase}: ${seconds.toFixed(1)} s`);
      return result;
    },
  };
}
