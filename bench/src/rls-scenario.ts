import pg from 'pg';
import { REQUEST_ROLE } from '../../apps/server/src/platform/db/database.ts';
import type { RawStatement } from './raw-sql-task.ts';

/** The product's scope statement switches to the request role with `set_config('role', …)`. */
const ROLE_SWITCH = /set_config\('role',/;

/**
 * The same statements with the scope statement switching to `owner` instead of the request role:
 * the tenant and caller settings stay, so every query and its parameters are the same, but the
 * tables' owner runs them, to which row-level security does not apply (the connecting superuser
 * bypasses it; an owner that is no superuser has the `owner_rows` policy of migration 0011).
 */
function asOwner(statements: RawStatement[], owner: string): RawStatement[] {
  const switched = statements.filter((statement) => ROLE_SWITCH.test(statement.sql));
  // A switch whose role is not a parameter (written into the text) would leave both sides alike.
  if (switched.length !== 1 || !switched[0]!.params.includes(REQUEST_ROLE)) {
    throw new Error('the recording holds no single switch to the request role as a parameter');
  }
  return statements.map((statement) =>
    ROLE_SWITCH.test(statement.sql)
      ? { ...statement, params: statement.params.map((param) => (param === REQUEST_ROLE ? owner : param)) }
      : statement,
  );
}

/** The owner of the product's tables, who ran the migrations. */
async function tableOwner(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ owner: string }>(
      `SELECT tableowner AS owner FROM pg_tables WHERE schemaname = 'public' AND tablename = 'inspections'`,
    );
    return rows[0]!.owner;
  } finally {
    await client.end();
  }
}

/** The list's recorded statements as the product runs them, and as the owner without row-level security. */
export async function rowSecurityPair(databaseUrl: string, statements: RawStatement[]) {
  const owner = await tableOwner(databaseUrl);
  return { owner, withoutRowSecurity: asOwner(statements, owner) };
}
