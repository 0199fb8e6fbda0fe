import pg from 'pg';
import { carriedInto, learn, type RawStatement } from './raw-sql-task.ts';

/** Statements that only frame the transaction; EXPLAIN takes none of them. */
const FRAMING = /^\s*(begin|commit|rollback|set|savepoint|release)\b/i;

/** BEGIN and the transaction's opening statement, sent as one text: apart, so the opening is explained. */
const OPENING = /^\s*(begin[^;]*);\s*(.+)$/is;
/** The statement sent with COMMIT in one text (the events row): apart, so it is explained. */
const CLOSING = /^(.+);\s*commit\s*$/is;

/** A statement sent whole as the statements it holds, each with its parameters (numbered from 1). */
const apart = (statement: RawStatement): RawStatement[] => {
  const { sql, params } = statement;
  const opening = OPENING.exec(sql);
  if (opening)
    return [
      { sql: opening[1]!, params: [] },
      { sql: opening[2]!, params, returned: statement.returned },
    ];
  const closing = CLOSING.exec(sql);
  if (closing)
    return [
      { sql: closing[1]!, params },
      { sql: 'commit', params: [] },
    ];
  return [statement];
};

interface PlanNode {
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

/**
 * The PostgreSQL shared buffers one request's statements touch (hit in the cache or read into
 * it), independent of the machine: the product's own recorded statements, each run once under
 * `EXPLAIN (ANALYZE, BUFFERS)` in the request's transaction and scope. The top plan node counts
 * its whole tree; planning is left out (its catalogue lookups are cached after the first request).
 *
 * A write is explained inside a savepoint that is rolled back, then run for real so that the
 * values it returns are carried into later statements, as the SQL baseline does (a new order's
 * number and ids); the whole transaction is rolled back at the end, so nothing is kept.
 */
export async function sharedBuffers(databaseUrl: string, statements: RawStatement[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const carried = new Map<string, string>();
  let blocks = 0;
  try {
    for (const statement of statements.flatMap(apart)) {
      if (/^\s*commit\b/i.test(statement.sql)) break;
      const values = statement.params.map((param) => carriedInto(carried, param));
      if (!FRAMING.test(statement.sql)) {
        await client.query('SAVEPOINT explained');
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({
          text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`,
          values,
        });
        await client.query('ROLLBACK TO SAVEPOINT explained');
        const plan = rows[0]!['QUERY PLAN'][0].Plan;
        blocks += plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
      }
      const result = await client.query({ text: statement.sql, values, rowMode: 'array' });
      if (statement.returned) learn(carried, statement.returned, result.rows as unknown[][]);
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
  return blocks;
}
