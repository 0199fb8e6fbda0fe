import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/** What decides whether a member of the current firm may be given a link code. */
export interface LinkCodeTarget {
  roles: string[];
  /** Whether the member signs in with another issuer than the caller's (the install's) own. */
  otherIssuer: boolean;
  /** In how many other firms the member is. */
  otherFirms: number;
}

/** The member of the current firm with this user id, as a link code's target; null if none. */
export async function findLinkCodeTarget(tx: Tx, userId: string): Promise<LinkCodeTarget | null> {
  const [row] = await queryRows<{ roles: string[]; other_issuer: boolean; other_firms: number }>(
    tx,
    sql`SELECT a.roles, u.issuer IS DISTINCT FROM app_issuer() AS other_issuer,
               app_other_firm_count(a.user_id) AS other_firms
          FROM accounts a JOIN users u ON u.id = a.user_id
         WHERE a.tenant_id = app_tenant() AND a.user_id = ${userId}`,
  );
  return row
    ? { roles: row.roles, otherIssuer: row.other_issuer, otherFirms: Number(row.other_firms) }
    : null;
}

/** Stores a new code (its hash) for a member, replacing the member's unused ones. */
export async function replaceLinkCode(
  tx: Tx,
  code: { userId: string; hash: string; createdBy: string; expiresAt: Date },
): Promise<void> {
  await tx.execute(
    sql`DELETE FROM identity_link_codes
         WHERE tenant_id = app_tenant() AND user_id = ${code.userId} AND used_at IS NULL`,
  );
  await tx.execute(
    sql`INSERT INTO identity_link_codes (tenant_id, user_id, code_hash, created_by, expires_at)
        VALUES (app_tenant(), ${code.userId}, ${code.hash}, ${code.createdBy}, ${code.expiresAt.toISOString()})`,
  );
}

/**
 * Uses up the current firm's unused, unexpired code with this hash for `callerId`; answers the
 * member it was issued for and who issued it (null for a code no member issued), or null (no such
 * code, used, expired or another firm's).
 */
export async function useLinkCode(
  tx: Tx,
  hash: string,
  callerId: string,
): Promise<{ userId: string; createdBy: string | null } | null> {
  const [row] = await queryRows<{ user_id: string; created_by: string | null }>(
    tx,
    sql`UPDATE identity_link_codes SET used_at = now(), used_by = ${callerId}
         WHERE tenant_id = app_tenant() AND code_hash = ${hash} AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, created_by`,
  );
  return row ? { userId: row.user_id, createdBy: row.created_by } : null;
}

/** Moves the caller's identity to `target` (migration 0030's `app_link_identity`). */
export async function moveCallerIdentityTo(tx: Tx, target: string): Promise<void> {
  await tx.execute(sql`SELECT app_link_identity(${target})`);
}
