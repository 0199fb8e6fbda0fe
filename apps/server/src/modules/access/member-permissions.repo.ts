import { sql } from 'drizzle-orm';
import { textArray } from '../../platform/db/sql-arrays.ts';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/** A member's own patterns, found by their user id: null when the user is not a member. */
export async function findMemberPermissions(tx: Tx, userId: string): Promise<string[] | null> {
  const [row] = await queryRows<{ permissions: string[] }>(
    tx,
    sql`SELECT permissions FROM accounts WHERE tenant_id = app_tenant() AND user_id = ${userId}`,
  );
  return row ? row.permissions : null;
}

export async function setMemberPermissions(tx: Tx, userId: string, permissions: string[]): Promise<void> {
  await tx.execute(
    sql`UPDATE accounts SET permissions = ${textArray(permissions)}
        WHERE tenant_id = app_tenant() AND user_id = ${userId}`,
  );
}

/**
 * A member's roles and every pattern they hold (their roles', groups' and own: the view
 * `member_permissions`), found by their user id; null when the user is not a member.
 */
export async function findMemberStanding(
  tx: Tx,
  userId: string,
): Promise<{ roles: string[]; permissions: string[] } | null> {
  const [row] = await queryRows<{ roles: string[]; permissions: string[] }>(
    tx,
    sql`SELECT a.roles,
               coalesce((SELECT array_agg(DISTINCT p.permission) FROM member_permissions p
                          WHERE p.tenant_id = a.tenant_id AND p.account_id = a.id), '{}') AS permissions
          FROM accounts a
         WHERE a.tenant_id = app_tenant() AND a.user_id = ${userId}`,
  );
  return row ?? null;
}
