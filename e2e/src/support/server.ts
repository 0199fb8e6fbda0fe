import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

/** A loopback port that was free a moment ago. */
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
 * The built server (`npm run build` first) on its embedded defaults, seeded with the demo. No
 * PUBLIC_URL, as after `npm start`: it answers at localhost and 127.0.0.1 alike.
 */
export async function startServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('The product is not built: run `npm run build` first');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'syna-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test signs in afresh from 127.0.0.1; the default 20 a minute would throttle the run.
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
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
