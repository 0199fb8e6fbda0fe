import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateLocalAccount } from '../src/idp/local-accounts.ts';
import { Database } from '../src/platform/db/database.ts';
import { SERVER_ROOT } from '../src/paths.ts';

// A timed test (npm run test:timed): the command compiles its source and migrates a new embedded
// database within its 90 s, which a machine busy with other tests can miss.

const OWNER = { email: 'anna@angby-besiktning.se', name: 'Anna Berg' };

describe('npm run first-owner', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'syna-first-owner-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('creates the owner on the server’s database and prints the password once', async () => {
    // The command reads the server's environment: here an embedded database of its own.
    const { DATABASE_URL: _shared, NODE_ENV: _mode, ...environment } = process.env;
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/first-owner.ts',
        '--email',
        OWNER.email,
        '--name',
        OWNER.name,
        '--org',
        'Ängby Besiktning AB',
      ],
      { cwd: SERVER_ROOT, env: { ...environment, DATA_DIR: dataDir, PUBLIC_URL: 'https://syna.example.se' } },
    );
    expect(stdout).toContain('Ängby Besiktning AB (angby-besiktning-ab) is created');
    expect(stdout).toContain('https://syna.example.se/main');
    const password = stdout.match(/password: (\S+)/)?.[1];
    expect(password).toBeDefined();

    const database = await Database.open({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const local = await database.asSystem((tx) => authenticateLocalAccount(tx, OWNER.email, password!));
      expect(local?.name).toBe(OWNER.name);
    } finally {
      await database.close();
    }
  }, 90_000);
});
