import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

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
 * Starts the built server as `npm start` does, on a fresh data folder and either the given
 * PostgreSQL database (with a pool of `poolSize`) or, without one, the embedded database.
 */
export async function startServer(
  database: { url: string; poolSize: number } | null,
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'syna-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The database is the one given here, never one inherited from the shell.
  const { DATABASE_URL: _inherited, ...environment } = process.env;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...environment,
      ...(database && { DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(database.poolSize) }),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The scenarios name their clients in X-Forwarded-For, as a load balancer would.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Syna is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
