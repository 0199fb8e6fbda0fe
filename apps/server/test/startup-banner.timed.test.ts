import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../src/modules/seed/index.ts';
import { SERVER_ROOT } from '../src/paths.ts';

// A timed test (npm run test:timed): the server it starts, compiling its source and migrating a new
// embedded database, must be listening within a minute, which a machine busy with other tests can
// miss.

/** Starts the server from source as `node dist/main.js` would run, and answers what it printed once listening. */
async function startupOutput(environment: Record<string, string>): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'syna-defaults-'));
  const { DATABASE_URL: _shared, NODE_ENV: _mode, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...inherited,
      ...environment,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOB_WORKERS: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // The banner is written at once: its lines, then an empty one.
        if (/Syna is running[^\n]*\n(?: {2}[^\n]*\n)*\n/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    return output;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('what a start prints', () => {
  it('names no demo sign-in and no API documentation in production, but the way to the first owner', async () => {
    const output = await startupOutput({});
    expect(output).toContain('Syna is running');
    expect(output).toContain('npm run first-owner');
    expect(output).not.toContain('/docs');
    for (const person of DEMO_PEOPLE) expect(output).not.toContain(person.password);
  }, 90_000);
});
