import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabaseConfig } from '../../../test/support/test-app.ts';
import { Database, queryRows } from './database.ts';
import { inlineStatement } from './inline-statement.ts';

let database: Database;
beforeAll(async () => {
  database = await Database.open(await freshDatabaseConfig());
});
afterAll(async () => {
  await database.close();
});

/** What the database reads back from `value` written into a statement's text. */
async function readBack(value: unknown): Promise<unknown> {
  const text = inlineStatement(sql`SELECT ${value} AS value`);
  const [row] = await database.asSystem((tx) => queryRows<{ value: unknown }>(tx, sql.raw(text)));
  return row?.value;
}

describe('inlineStatement', () => {
  it('writes each value in place of its placeholder', () => {
    expect(inlineStatement(sql`SELECT set_config('app.tenant_id', ${'b7d4'}, true), ${42}, ${null}`)).toBe(
      "SELECT set_config('app.tenant_id', 'b7d4', true), 42, NULL",
    );
  });

  it.each([
    ["an apostrophe: O'Brien", "O'Brien"],
    ['a backslash', 'C:\\temp\\'],
    ['a placeholder of its own', '$1 and $2'],
    ['a statement of its own', "x'; DROP TABLE users; --"],
    ['Swedish letters and an emoji', 'Åsa Ölund 🏠'],
  ])('reads back %s unchanged', async (_name, value) => {
    expect(await readBack(value)).toBe(value);
  });

  it('reads back NULL as null', async () => {
    expect(await readBack(null)).toBeNull();
  });
});
