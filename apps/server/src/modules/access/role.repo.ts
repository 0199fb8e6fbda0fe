import { sql } from 'drizzle-orm';
import type { Role } from '@syna/contracts/roles-and-groups';
import { ROLE_NAMES } from '@syna/contracts/roles';
import { textArray } from '../../platform/db/sql-arrays.ts';
import { queryRows, type Tx } from '../../platform/db/database.ts';

interface RoleRow {
  id: string;
  name: string;
  builtin: boolean;
  permissions: string[];
  member_count: number;
}

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  builtIn: row.builtin,
  permissions: row.permissions,
  memberCount: row.member_count,
});

const selectRoles = sql`SELECT r.id, r.name, r.builtin, r.permissions,
         (SELECT count(*)::int FROM accounts a WHERE a.tenant_id = r.tenant_id AND r.name = ANY (a.roles)) AS member_count
    FROM roles r WHERE r.tenant_id = app_tenant()`;

/** The built-in roles in the order of ROLE_NAMES (owner … guest). */
const builtInOrder = textArray(ROLE_NAMES);

/** The built-in roles first, in their fixed order (owner … guest), then the tenant's by name. */
export async function listRoles(tx: Tx): Promise<Role[]> {
  const rows = await queryRows<RoleRow>(
    tx,
    sql`${selectRoles}
        ORDER BY NOT r.builtin,
                 array_position(${builtInOrder}, r.name),
                 lower(r.name)`,
  );
  return rows.map(toRole);
}

export async function findRole(tx: Tx, id: string): Promise<Role | null> {
  const [row] = await queryRows<RoleRow>(tx, sql`${selectRoles} AND r.id = ${id}`);
  return row ? toRole(row) : null;
}

/** Whether another role of the tenant has the name, compared without case. */
export async function roleNameTaken(tx: Tx, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM roles WHERE tenant_id = app_tenant() AND lower(name) = lower(${name})
          AND id IS DISTINCT FROM ${exceptId}::uuid`,
  );
  return rows.length > 0;
}

export async function insertRole(
  tx: Tx,
  tenantId: string,
  name: string,
  permissions: string[],
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO roles (tenant_id, name, permissions) VALUES (${tenantId}, ${name}, ${textArray(permissions)})
        RETURNING id`,
  );
  return row!.id;
}

export async function setRolePermissions(tx: Tx, id: string, permissions: string[]): Promise<void> {
  await tx.execute(
    sql`UPDATE roles SET permissions = ${textArray(permissions)} WHERE tenant_id = app_tenant() AND id = ${id}`,
  );
}

/** Renames a role and, in the same statement's transaction, the members' lists that name it. */
export async function renameRole(tx: Tx, id: string, from: string, to: string): Promise<void> {
  await tx.execute(sql`UPDATE roles SET name = ${to} WHERE tenant_id = app_tenant() AND id = ${id}`);
  await tx.execute(
    sql`UPDATE accounts SET roles = array_replace(roles, ${from}, ${to})
        WHERE tenant_id = app_tenant() AND ${from} = ANY (roles)`,
  );
}

/** Deletes a role and takes it from the members who held it. */
export async function deleteRole(tx: Tx, id: string, name: string): Promise<void> {
  await tx.execute(
    sql`UPDATE accounts SET roles = array_remove(roles, ${name})
        WHERE tenant_id = app_tenant() AND ${name} = ANY (roles)`,
  );
  await tx.execute(sql`DELETE FROM roles WHERE tenant_id = app_tenant() AND id = ${id}`);
}
