import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/database.ts';

/**
 * Test support: inserts a row of a tenant straight into a table and answers its id. For records
 * whose own module offers no API to these tests (inspections, contacts of the address book),
 * so that lookups and projects can be tested against real referring rows.
 */
export async function insertRow(
  app: FastifyInstance,
  tenantId: string,
  table: string,
  values: Record<string, unknown>,
): Promise<string> {
  const columns = Object.keys(values);
  const [row] = await app.database.asSystem((tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO ${sql.identifier(table)} (tenant_id, ${sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      )}) VALUES (${tenantId}, ${sql.join(
        columns.map((column) => sql`${values[column]}`),
        sql`, `,
      )}) RETURNING id::text AS id`,
    ),
  );
  return row!.id;
}

/** Counts a tenant's rows of a table, to show that a refused request wrote nothing. */
export async function countRows(app: FastifyInstance, tenantId: string, table: string): Promise<number> {
  const [row] = await app.database.asSystem((tx) =>
    queryRows<{ count: number }>(
      tx,
      sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId}`,
    ),
  );
  return row!.count;
}
