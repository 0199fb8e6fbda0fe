import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../paths.ts';
import type { Database } from './database.ts';

/**
 * Applies the forward-only SQL migrations that have not run yet, each in its own transaction,
 * under a database-wide lock so that servers starting together migrate once.
 */
export async function migrate(database: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  return database.exclusive(async (run) => {
    await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await run('SELECT name FROM schema_migrations')).map((row) => String(row.name)));
    const applied: string[] = [];
    for (const file of files.filter((name) => !done.has(name))) {
      const script = await readFile(path.join(directory, file), 'utf8');
      const name = file.replace(/'/g, "''");
      await run(
        `BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
      ).catch(async (error: unknown) => {
        await run('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      });
      applied.push(file);
    }
    return applied;
  });
}
