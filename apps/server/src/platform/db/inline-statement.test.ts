import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabaseConfig } from '../../../test/support/test-app.ts';
import { Database, queryRows } from './database.ts';
import { inlineParams, joinStatements } from './inline-statement.ts';

let database: Database;
beforeAll(async () => {
  database = await Database.open(await freshDatabaseConfig());
});
afterAll(async () => {
  await database.close();
});

/** What the database reads back from `value` written into a statement's text. */
async function readBack(value: unknown): Promise<unknown> {
  const { text: joined, params } = joinStatements([sql`SELECT ${value} AS value`]);
  const text = inlineParams(joined, params);
  const [row] = await database.asSystem((tx) => queryRows<{ value: unknown }>(tx, sql.raw(text)));
  return row?.value;
}

describe('joinStatements and inlineParams', () => {
  it('number the placeholders through the statements, and write each value in its place as a parameter’s text', () => {
    const joined = joinStatements([
      sql`SELECT set_config('app.tenant_id', ${'b7d4'}, true), ${42}`,
      sql`INSERT INTO events (label, changes) VALUES (${null}, ${'{"a":1}'})`,
      sql`commit`,
    ]);
    expect(joined).toEqual({
      text: "SELECT set_config('app.tenant_id', $1, true), $2; INSERT INTO events (label, changes) VALUES ($3, $4); commit",
      params: ['b7d4', 42, null, '{"a":1}'],
    });
    expect(inlineParams(joined.text, joined.params)).toBe(
      "SELECT set_config('app.tenant_id', 'b7d4', true), '42'; INSERT INTO events (label, changes) VALUES (NULL, '{\"a\":1}'); commit",
    );
  });

  it('refuse a value no parameter’s text stands for', () => {
    expect(() => inlineParams('SELECT $1', [{ an: 'object' }])).toThrow(TypeError);
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
