import type { MessageRef } from './messages.ts';
import { anyPatternCovers } from './permission-patterns.ts';
import { isAdmin, isOwner } from './roles.ts';

/** What a member holds in a firm: their roles, and every permission pattern (roles', groups', own). */
export interface Standing {
  roles: readonly string[];
  permissions: readonly string[];
}

/** A role as a grant hands it on: its name, and the patterns whoever holds it gets. */
export interface GrantedRole {
  name: string;
  permissions: readonly string[];
}

/**
 * What a change gives someone: roles they gain, roles they lose (by name), and permission patterns
 * they gain besides those of the roles (a group's, their own, a share's).
 */
export interface Grant {
  roles?: readonly GrantedRole[];
  revokedRoles?: readonly string[];
  permissions?: readonly string[];
}

/**
 * The one rule for every way of giving a role, a permission or access: nobody gives more than
 * they hold. The server asks it on every such path (`apps/server/src/modules/access/grant-rule.ts`),
 * the staff app to offer only what the server will accept.
 *
 * - Only an owner gives or takes the owner role.
 * - Only an administrator gives the admin role: both are checked as role names, not patterns.
 * - Every pattern given, directly or as a given role's, is covered by one of the grantor's
 *   (`patternCovers`): an administrator whose patterns were narrowed cannot widen anyone's,
 *   their own included.
 *
 * Answers the refusal, or null when the grant is allowed.
 */
export function grantRefusalOf(grantor: Standing, grant: Grant): MessageRef | null {
  const roles = grant.roles ?? [];
  const names = roles.map((role) => role.name);
  if ([...names, ...(grant.revokedRoles ?? [])].includes('owner') && !isOwner(grantor.roles)) {
    return { key: 'access.ownerRoleByOwner' };
  }
  if (names.includes('admin') && !isAdmin(grantor.roles)) return { key: 'access.grantAboveOwn' };
  const given = [...roles.flatMap((role) => role.permissions), ...(grant.permissions ?? [])];
  if (!given.every((pattern) => anyPatternCovers(grantor.permissions, pattern))) {
    return { key: 'access.grantAboveOwn' };
  }
  return null;
}

/** Whether the grantor may give the role (the staff app offers only those). */
export const mayGiveRole = (grantor: Standing, role: GrantedRole): boolean =>
  grantRefusalOf(grantor, { roles: [role] }) === null;
