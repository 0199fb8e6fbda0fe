import type { DatabaseConfig } from './config.ts';
import { Database } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';

/**
 * Runs an operator's command (`npm run first-owner`, `npm run link-code`) on the server's database,
 * migrated first as the server would: prints the lines `work` answers, each indented, or its
 * error with exit code 1. What they print is shown once, so it stands apart from what npm prints.
 */
export async function runOperatorCommand(
  config: DatabaseConfig,
  work: (database: Database) => Promise<string[]>,
): Promise<void> {
  const database = await Database.open(config);
  try {
    await migrate(database);
    const lines = await work(database);
    process.stdout.write(['', ...lines.map((line) => `  ${line}`), '', ''].join('\n'));
  } catch (error) {
    process.exitCode = 1;
    process.stderr.write(`${(error as Error).message}\n`);
  } finally {
    await database.close();
  }
}
