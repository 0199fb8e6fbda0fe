import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { Database } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { databaseUrlFor } from './support/database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test file gets its database from: a PGlite dump, or a server template database. */
    testDatabase: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Builds one migrated template database for the whole run: a PGlite data-folder dump, or (with
 * DATABASE_URL) a template database on the server. Test files copy it instead of migrating.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    // Named after this run, so that its copies can be told apart from those of runs beside it.
    const template = `syna_t${process.pid.toString(36)}${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await Database.open({
      kind: 'postgres',
      url: databaseUrlFor(serverUrl, template),
      poolSize: 2,
    });
    await migrate(database);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url: serverUrl, template });
    return async () => {
      const copies = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
        [template],
      );
      for (const { datname } of copies.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'syna-test-'));
  const database = await Database.open({ kind: 'pglite', dataDir: null });
  await migrate(database);
  const dump = await database.dumpDataDir();
  await database.close();
  const dumpPath = path.join(folder, 'template.tar.gz');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return async () => rm(folder, { recursive: true, force: true });
}
