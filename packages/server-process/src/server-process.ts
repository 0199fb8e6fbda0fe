import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server's entry, as `npm start` runs it. */
const SERVER_ENTRY = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

/**
 * How long a cold start (migrations, the demo's week with its photos) may take before the run
 * gives up: seconds on an idle machine, minutes on a shared one.
 */
const START_TIMEOUT_MS = 240_000;

/** A server started by `startBuiltServer`, until `stop()` ends it and removes its data folder. */
export interface RunningServer {
  baseUrl: string;
  /** The port it listens on. */
  port: number;
  /** Its process id, for reading what it uses under /proc. */
  pid: number;
  /** Ends it gracefully (SIGTERM) and removes its data folder unless one was given. */
  stop(): Promise<void>;
  /** Ends it at once (SIGKILL), as a crash or the kernel's OOM killer does; the data folder stays. */
  kill(): Promise<void>;
}

export interface BuiltServerOptions {
  /** The host name of the base URL the server answers to (and publishes as its own). */
  hostname: string;
  /** The server's environment; its mode, port, public URL, data folder and log level are set here. */
  environment: NodeJS.ProcessEnv;
  /** Names the temporary data folder, so a left-over one tells who made it. */
  purpose: string;
  /**
   * Whether the base URL is given as PUBLIC_URL, the one address (the default); without it the
   * server answers at any address it is reached at, as after `npm start`. An address instead: the
   * PUBLIC_URL of a copy behind a load balancer, which users reach there rather than at the copy.
   */
  publicUrl?: boolean | string;
  /** The port to listen on (a copy started again where the load balancer expects it); a free one unless given. */
  port?: number;
  /**
   * A data folder to start on, kept when the server stops (so that another start finds its
   * database); a fresh temporary one, removed at stop, unless given.
   */
  dataDir?: string;
  /** The built entry to run: another build of the server (a rolling upgrade's next release); this checkout's unless given. */
  entry?: string;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`npm run build` first) as a child process on a free port and a fresh
 * data folder, and waits until it says it is running.
 */
export async function startBuiltServer({
  hostname,
  environment,
  purpose,
  publicUrl = true,
  dataDir: givenDataDir,
  port: givenPort,
  entry = SERVER_ENTRY,
}: BuiltServerOptions): Promise<RunningServer> {
  if (!existsSync(entry)) throw new Error('The product is not built: run `npm run build` first');
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(tmpdir(), `syna-${purpose}-`)));
  const port = givenPort ?? (await freePort());
  const baseUrl = `http://${hostname}:${port}`;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...environment,
      // Development mode, as `npm start` runs it (apps/server/development.env): with the demo the
      // browser tests and the benchmarks sign in with.
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: typeof publicUrl === 'string' ? publicUrl : publicUrl ? baseUrl : undefined,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Syna is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    baseUrl,
    port,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
