import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { textArray } from '../../platform/db/sql-arrays.ts';

/**
 * Test support: gives a member roles in a firm directly, as the users' administration (another
 * module) will through the API; the role's permissions then count from the next request.
 */
export async function setMemberRoles(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
  roles: string[],
): Promise<void> {
  await app.database.asSystem((tx) =>
    tx.execute(
      sql`UPDATE accounts SET roles = ${textArray(roles)} WHERE tenant_id = ${tenantId} AND user_id = ${userId}`,
    ),
  );
}
