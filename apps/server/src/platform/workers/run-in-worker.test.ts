import { describe, expect, it } from 'vitest';
import { runInWorker, WorkerLimitExceeded, type WorkerTask } from './run-in-worker.ts';
import type * as fixture from './worker-fixture.ts';

const task = <K extends keyof typeof fixture>(name: K): WorkerTask<(typeof fixture)[K]> => ({
  module: new URL('./worker-fixture.ts', import.meta.url),
  name,
});
const limits = { timeoutMs: 20_000, memoryMb: 64 };

describe('a task run in a worker thread', () => {
  it('answers with its function’s result, and its error’s message', async () => {
    expect(await runInWorker(task('add'), [2, 3], limits)).toBe(5);
    expect(await runInWorker(task('echo'), [Buffer.alloc(10)], limits)).toBe(10);
    await expect(runInWorker(task('fail'), [], limits)).rejects.toThrow('trasig');
  });

  it('is stopped at its time limit while the event loop goes on', async () => {
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 50);
    const started = Date.now();
    const outcome = await runInWorker(task('spin'), [], { ...limits, timeoutMs: 1_500 }).catch((e) => e);
    clearInterval(ticking);
    expect(outcome).toBeInstanceOf(WorkerLimitExceeded);
    expect(outcome.limit).toBe('time');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(ticks).toBeGreaterThan(10);
  });

  it('counts its time limit from when its module has loaded', async () => {
    const slowLoading: WorkerTask<() => string> = {
      module: new URL('./slow-loading-fixture.ts', import.meta.url),
      name: 'ready',
    };
    expect(await runInWorker(slowLoading, [], { ...limits, timeoutMs: 1_000 })).toBe('geladdad');
  });

  it('is stopped when it outgrows its heap', async () => {
    const outcome = await runInWorker(task('hoard'), [], { ...limits, memoryMb: 32 }).catch((e) => e);
    expect(outcome).toBeInstanceOf(WorkerLimitExceeded);
    expect(outcome.limit).toBe('memory');
  });
});
