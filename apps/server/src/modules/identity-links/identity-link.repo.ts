import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

/** What decides whether a member of the current firm may be given a link code. */
export interface LinkCodeTarget {
  userId: string;
  roles: string[];
  /** In how many other firms the member is. */
  otherFirms: number;
}

const linkCodeTargets = (where: SQL) => sql`
  SELECT a.user_id, a.roles, app_other_firm_count(a.user_id) AS other_firms
    FROM accounts a JOIN users u ON u.id = a.user_id
   WHERE a.tenant_id = app_tenant() AND ${where}`;

const toLinkCodeTarget = (row: {
  user_id: string;
  roles: string[];
  other_firms: number;
}): LinkCodeTarget => ({
  userId: row.user_id,
  roles: row.roles,
  otherFirms: Number(row.other_firms),
});

/** The member of the current firm with this user id, as a link code's target; null if none. */
export async function findLinkCodeTarget(tx: Tx, userId: string): Promise<LinkCodeTarget | null> {
  const [row] = await queryRows<{ user_id: string; roles: string[]; other_firms: number }>(
    tx,
    linkCodeTargets(sql`a.user_id = ${userId}`),
  );
  return row ? toLinkCodeTarget(row) : null;
}

/** The members of the current firm with this e-mail address (any case), as link codes' targets. */
export async function findLinkCodeTargetsByEmail(tx: Tx, email: string): Promise<LinkCodeTarget[]> {
  const rows = await queryRows<{ user_id: string; roles: string[]; other_firms: number }>(
    tx,
    linkCodeTargets(sql`lower(u.email) = lower(${email})`),
  );
  return rows.map(toLinkCodeTarget);
}

/** Stores a new code (its hash) for a member, replacing the member's unused ones. */
export async function replaceLinkCode(
  tx: Tx,
  code: { userId: string; hash: string; createdBy: string | null; expiresAt: Date },
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
 * member it was issued for, or null (no such code, used, expired or another firm's).
 */
export async function useLinkCode(tx: Tx, hash: string, callerId: string): Promise<string | null> {
  const [row] = await queryRows<{ user_id: string }>(
    tx,
    sql`UPDATE identity_link_codes SET used_at = now(), used_by = ${callerId}
         WHERE tenant_id = app_tenant() AND code_hash = ${hash} AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
  );
  return row?.user_id ?? null;
}

/** Moves the caller's identity to `target` (migration 0030's `app_link_identity`). */
export async function moveCallerIdentityTo(tx: Tx, target: string): Promise<void> {
  await tx.execute(sql`SELECT app_link_identity(${target})`);
}

/** Whether the caller signs in with the same issuer as the member `userId` (nothing to move then). */
export async function signsInWithSameIssuer(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ same: boolean }>(
    tx,
    sql`SELECT member.issuer IS NOT DISTINCT FROM caller.issuer AS same
          FROM users member, users caller
         WHERE member.id = ${userId} AND caller.id = app_user()`,
  );
  return row?.same ?? false;
}
