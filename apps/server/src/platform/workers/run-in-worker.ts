import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';

/** Any function: every function's arguments are assignable to never. */
type TaskFunction = (...args: never[]) => unknown;

/**
 * A function of a module, to run in a worker thread: the module's URL (beside its caller) and the
 * export's name; `Fn`, its type (`typeof fillReport`), types the arguments and the result.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- Fn types runInWorker's call
export interface WorkerTask<Fn extends TaskFunction> {
  module: URL;
  name: string;
}

/** A Buffer again, over the same memory: what a Buffer sent to or from a worker arrives as is a Uint8Array. */
export const bufferOf = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The bounds a task runs within: its wall time, and its worker's heap. */
export interface WorkerLimits {
  timeoutMs: number;
  memoryMb: number;
}

/** A task passed a bound: it ran longer than its time limit, or its worker ran out of memory. */
export class WorkerLimitExceeded extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`the worker task passed its ${limit} limit`);
  }
}

/**
 * The worker's whole program: import the module, say so, and call the function with the
 * arguments. A module written in TypeScript (the tests and `npm run dev` run the sources) is
 * imported through tsx; the built server runs its built JavaScript.
 */
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { module, name, args, typescript } = workerData;
  const loaded = typescript ? await (await import(typescript)).tsImport(module, module) : await import(module);
  parentPort.postMessage({ started: true });
  return loaded[name](...args);
})().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
`;

/**
 * In the built server every worker module is bundled beside main.js with its own name (build.mjs),
 * so a module's URL relative to its caller, once bundled, names the built file with `.js`.
 */
const bundled = !import.meta.url.endsWith('.ts');
// tsx's module entry, beside the CommonJS one that `require.resolve` finds.
const typescriptLoader = bundled
  ? undefined
  : pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;

/**
 * How long a worker may take to load its module before its task starts: our own code, compiled on
 * the fly in the tests, which a busy machine can slow to seconds. The task's own limit starts
 * once it is loaded, so that it bounds the work on what was sent and nothing else.
 */
const LOAD_LIMIT_MS = 60_000;

/** At most one worker per core: a burst of tasks waits its turn rather than exhausting memory. */
const oneWorkerPerCore = pLimit(availableParallelism());

/**
 * Runs `task` with `args` in a worker thread of its own, so that however long it computes, the
 * server's event loop goes on answering others. Past its time limit (counted from when the task
 * starts, its module loaded) the worker is terminated and the promise rejects with
 * WorkerLimitExceeded, as it does when the worker runs out of its heap.
 * Arguments and result cross by structured clone: a Buffer arrives as a Uint8Array.
 */
export function runInWorker<Fn extends TaskFunction>(
  task: WorkerTask<Fn>,
  args: Parameters<Fn>,
  limits: WorkerLimits,
): Promise<Awaited<ReturnType<Fn>>> {
  type Result = Awaited<ReturnType<Fn>>;
  const module = bundled ? task.module.href.replace(/\.ts$/, '.js') : task.module.href;
  return oneWorkerPerCore(
    () =>
      new Promise<Result>((resolve, reject) => {
        const worker = new Worker(BOOTSTRAP, {
          eval: true,
          workerData: { module, name: task.name, args, typescript: bundled ? undefined : typescriptLoader },
          resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
        });
        const timeOut = () => settle(() => reject(new WorkerLimitExceeded('time')));
        let timer = setTimeout(timeOut, LOAD_LIMIT_MS);
        let settled = false;
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          finish();
        };
        worker.on('message', (message: { started?: true; result?: Result; error?: string }) => {
          if (message.started) {
            clearTimeout(timer);
            timer = setTimeout(timeOut, limits.timeoutMs);
            return;
          }
          settle(() =>
            'error' in message ? reject(new Error(message.error)) : resolve(message.result as Result),
          );
        });
        worker.on('error', (error: Error & { code?: string }) =>
          settle(() =>
            reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitExceeded('memory') : error),
          ),
        );
        worker.on('exit', (code) => settle(() => reject(new Error(`the worker stopped (${code})`))));
      }),
  );
}
