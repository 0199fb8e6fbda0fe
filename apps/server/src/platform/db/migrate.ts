import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../paths.ts';
import type { Database } from './database.ts';

/**
 * Applies the forward-only SQL migrations that have not run yet, each in its own transaction,
 * under a database-wide lock so that servers starting together migrate once.
 */
export async function migrate(database: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(directory);
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

async function migrationFiles(directory: string): Promise<string[]> {
  return (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
}

/**
 * The migrations this server knows and the database has not applied: a server newer than its
 * database is not ready. Asks on a connection of its own, so it fails fast while the database is away.
 */
export async function pendingMigrations(database: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  const { rows } = await database.ownerSql('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => String(row.name)));
  return (await migrationFiles(directory)).filter((file) => !applied.has(file));
}
