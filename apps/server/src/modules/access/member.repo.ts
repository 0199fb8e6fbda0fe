import { sql } from 'drizzle-orm';
import type { OrganizationMember } from '@syna/contracts/roles-and-groups';
import { textArray } from '../../platform/db/sql-arrays.ts';
import { queryRows, type Tx } from '../../platform/db/database.ts';

interface MemberRow {
  user_id: string;
  name: string;
  email: string | null;
  roles: string[];
  permissions: string[];
  last_sign_in_at: Date | string | null;
}

const toMember = (row: MemberRow): OrganizationMember => ({
  userId: row.user_id,
  name: row.name,
  email: row.email,
  roles: row.roles,
  permissions: row.permissions,
  lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
});

const selectMembers = sql`SELECT a.user_id, a.name, u.email, a.roles, a.permissions, u.last_sign_in_at
    FROM accounts a JOIN users u ON u.id = a.user_id
   WHERE a.tenant_id = app_tenant()`;

/** Every member of the organisation with their roles, own patterns and last sign-in, by name. */
export async function listOrganizationMembers(tx: Tx): Promise<OrganizationMember[]> {
  const rows = await queryRows<MemberRow>(tx, sql`${selectMembers} ORDER BY lower(a.name), a.user_id`);
  return rows.map(toMember);
}

/** The member with that user id, or null when the user has no account in the organisation. */
export async function findOrganizationMember(tx: Tx, userId: string): Promise<OrganizationMember | null> {
  const [row] = await queryRows<MemberRow>(tx, sql`${selectMembers} AND a.user_id = ${userId}`);
  return row ? toMember(row) : null;
}

/** The member signed in with the subject of the caller's issuer, or null. */
export async function findMemberBySubject(tx: Tx, subject: string): Promise<OrganizationMember | null> {
  const [row] = await queryRows<MemberRow>(
    tx,
    sql`${selectMembers} AND u.issuer = app_issuer() AND u.sub = ${subject}`,
  );
  return row ? toMember(row) : null;
}

/** The groups one member (by user id) belongs to, by name. */
export async function groupsOfMember(tx: Tx, userId: string): Promise<{ id: string; name: string }[]> {
  return queryRows<{ id: string; name: string }>(
    tx,
    sql`SELECT g.id, g.name
          FROM group_members m
          JOIN groups g ON g.tenant_id = m.tenant_id AND g.id = m.group_id
          JOIN accounts a ON a.tenant_id = m.tenant_id AND a.id = m.account_id
         WHERE m.tenant_id = app_tenant() AND a.user_id = ${userId}
         ORDER BY lower(g.name), g.id`,
  );
}

/**
 * The user ids of the organisation's owners, their accounts locked until the transaction ends: two
 * administrators taking the owner role from the last two owners at once cannot both succeed.
 */
export async function lockOwners(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`SELECT user_id FROM accounts WHERE tenant_id = app_tenant() AND 'owner' = ANY (roles) FOR UPDATE`,
  );
  return rows.map((row) => row.user_id);
}

export async function setMemberRoles(tx: Tx, userId: string, roles: string[]): Promise<void> {
  await tx.execute(
    sql`UPDATE accounts SET roles = ${textArray(roles)} WHERE tenant_id = app_tenant() AND user_id = ${userId}`,
  );
}

/**
 * Deletes the member's account, and with it their group memberships, and keeps them as a former
 * member: their work keeps their user id (activities, assignments and the events log point at the
 * user, not at the account), and the firm keeps reading their name.
 */
export async function deleteMember(tx: Tx, tenantId: string, userId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM accounts WHERE tenant_id = app_tenant() AND user_id = ${userId}`);
  await tx.execute(
    sql`INSERT INTO former_members (tenant_id, user_id) VALUES (${tenantId}, ${userId}) ON CONFLICT DO NOTHING`,
  );
}
