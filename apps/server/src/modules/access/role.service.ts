import type { ListResponse } from '@syna/contracts/list';
import { isBuiltInRoleName, type Role } from '@syna/contracts/roles-and-groups';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { conflict, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { assertMayGrant, gained } from './grant-rule.ts';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  renameRole,
  roleNameTaken,
  setRolePermissions,
} from './role.repo.ts';

const roleMissing = () => notFound({ key: 'access.roleMissing' });
const nameTaken = (name: string) => conflict({ key: 'access.roleNameTaken', values: { name } });
const builtInFixed = () => conflict({ key: 'access.builtInRoleFixed' });
const ownerFixed = () => conflict({ key: 'access.ownerPermissionsFixed' });

/** No two roles share a name (without case), and none passes for a built-in one. */
async function requireFreeName(
  context: RequestContext,
  name: string,
  exceptId: string | null,
): Promise<void> {
  if (isBuiltInRoleName(name) || (await roleNameTaken(context.tx, name, exceptId))) throw nameTaken(name);
}

async function requireRole(context: RequestContext, id: string): Promise<Role> {
  const role = await findRole(context.tx, id);
  if (!role) throw roleMissing();
  return role;
}

export async function listAllRoles(context: RequestContext): Promise<ListResponse<Role>> {
  const items = await listRoles(context.tx);
  return { items, total: items.length };
}

export async function createRole(
  context: RequestContext,
  input: { name: string; permissions: string[] },
): Promise<Role> {
  await requireFreeName(context, input.name, null);
  try {
    const id = await insertRole(context.tx, context.tenant.id, input.name, input.permissions);
    return await requireRole(context, id);
  } catch (error) {
    // Two administrators adding the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

/**
 * Changes a role's patterns (the owner's stay `*`, so the firm cannot lock itself out) and
 * renames a tenant role, with the members who hold it; built-in roles keep their names.
 */
export async function changeRole(
  context: RequestContext,
  id: string,
  change: { name?: string; permissions?: string[] },
): Promise<Role> {
  const role = await requireRole(context, id);
  if (change.name !== undefined && change.name !== role.name) {
    if (role.builtIn) throw builtInFixed();
    await requireFreeName(context, change.name, id);
    await renameRole(context.tx, id, role.name, change.name);
  }
  if (change.permissions !== undefined) await changeRolePermissions(context, role, change.permissions);
  return requireRole(context, id);
}

/**
 * Sets a role's patterns; the owner's are fixed. The patterns it gains are given to every member
 * who holds it, so they go through the grant rule.
 */
export async function changeRolePermissions(
  context: RequestContext,
  role: Role,
  permissions: string[],
): Promise<void> {
  if (role.builtIn && role.name === 'owner') throw ownerFixed();
  await assertMayGrant(context, { permissions: gained(role.permissions, permissions) });
  await setRolePermissions(context.tx, role.id, permissions);
}

/** Deletes a tenant role; the members who held it keep their other roles. */
export async function removeRole(context: RequestContext, id: string): Promise<void> {
  const role = await requireRole(context, id);
  if (role.builtIn) throw builtInFixed();
  await deleteRole(context.tx, id, role.name);
}
