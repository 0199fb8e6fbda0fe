import { sql } from 'drizzle-orm';
import type { Group, GroupMember } from '@syna/contracts/roles-and-groups';
import { textArray, uuidArray } from '../../platform/db/sql-arrays.ts';
import { queryRows, type Tx } from '../../platform/db/database.ts';

interface GroupRow {
  id: string;
  name: string;
  permissions: string[];
  member_count: number;
}

const toGroup = (row: GroupRow): Group => ({
  id: row.id,
  name: row.name,
  permissions: row.permissions,
  memberCount: row.member_count,
});

const selectGroups = sql`SELECT g.id, g.name, g.permissions,
         (SELECT count(*)::int FROM group_members m WHERE m.tenant_id = g.tenant_id AND m.group_id = g.id) AS member_count
    FROM groups g WHERE g.tenant_id = app_tenant()`;

export async function listGroups(tx: Tx): Promise<Group[]> {
  const rows = await queryRows<GroupRow>(tx, sql`${selectGroups} ORDER BY lower(g.name), g.id`);
  return rows.map(toGroup);
}

export async function findGroup(tx: Tx, id: string): Promise<Group | null> {
  const [row] = await queryRows<GroupRow>(tx, sql`${selectGroups} AND g.id = ${id}`);
  return row ? toGroup(row) : null;
}

/** The groups one member (by account) belongs to. */
export async function listGroupsOf(tx: Tx, accountId: string): Promise<Group[]> {
  const rows = await queryRows<GroupRow>(
    tx,
    sql`${selectGroups} AND EXISTS (SELECT 1 FROM group_members m
          WHERE m.tenant_id = g.tenant_id AND m.group_id = g.id AND m.account_id = ${accountId})
        ORDER BY lower(g.name), g.id`,
  );
  return rows.map(toGroup);
}

export async function groupNameTaken(tx: Tx, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM groups WHERE tenant_id = app_tenant() AND lower(name) = lower(${name})
          AND id IS DISTINCT FROM ${exceptId}::uuid`,
  );
  return rows.length > 0;
}

export async function insertGroup(tx: Tx, tenantId: string, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO groups (tenant_id, name) VALUES (${tenantId}, ${name}) RETURNING id`,
  );
  return row!.id;
}

export async function renameGroup(tx: Tx, id: string, name: string): Promise<void> {
  await tx.execute(sql`UPDATE groups SET name = ${name} WHERE tenant_id = app_tenant() AND id = ${id}`);
}

export async function setGroupPermissions(tx: Tx, id: string, permissions: string[]): Promise<void> {
  await tx.execute(
    sql`UPDATE groups SET permissions = ${textArray(permissions)} WHERE tenant_id = app_tenant() AND id = ${id}`,
  );
}

/** Deletes a group; its memberships go with it (ON DELETE CASCADE). */
export async function deleteGroup(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`DELETE FROM groups WHERE tenant_id = app_tenant() AND id = ${id}`);
}

export async function listGroupMembers(tx: Tx, groupId: string): Promise<GroupMember[]> {
  const rows = await queryRows<{ user_id: string; name: string; email: string | null }>(
    tx,
    sql`SELECT a.user_id, a.name, u.email
          FROM group_members m
          JOIN accounts a ON a.tenant_id = m.tenant_id AND a.id = m.account_id
          JOIN users u ON u.id = a.user_id
         WHERE m.tenant_id = app_tenant() AND m.group_id = ${groupId}
         ORDER BY lower(a.name), a.user_id`,
  );
  return rows.map((row) => ({ userId: row.user_id, name: row.name, email: row.email }));
}

/** The accounts of the tenant's members among `userIds`, by user id. */
export async function accountsOfUsers(tx: Tx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; user_id: string }>(
    tx,
    sql`SELECT id, user_id FROM accounts WHERE tenant_id = app_tenant() AND user_id = ANY (${uuidArray(userIds)})`,
  );
  return new Map(rows.map((row) => [row.user_id, row.id]));
}

export async function addGroupMembers(
  tx: Tx,
  tenantId: string,
  groupId: string,
  accountIds: string[],
): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO group_members (tenant_id, group_id, account_id)
        SELECT ${tenantId}, ${groupId}, account_id FROM unnest(${uuidArray(accountIds)}) AS account_id
        ON CONFLICT DO NOTHING`,
  );
}

export async function removeGroupMembers(tx: Tx, groupId: string, accountIds: string[]): Promise<number> {
  if (accountIds.length === 0) return 0;
  const rows = await queryRows(
    tx,
    sql`DELETE FROM group_members
         WHERE tenant_id = app_tenant() AND group_id = ${groupId} AND account_id = ANY (${uuidArray(accountIds)})
        RETURNING 1`,
  );
  return rows.length;
}
