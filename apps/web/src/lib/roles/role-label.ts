import { ROLE_NAMES, type RoleName } from '@syna/contracts/roles';

export type RoleLabelKey = `roles.${RoleName}`;

const isRoleName = (role: string): role is RoleName => (ROLE_NAMES as readonly string[]).includes(role);

/** Translation key of a role label (viewer and guest are both "reader"); null for custom roles. */
export function roleLabelKey(role: string): RoleLabelKey | null {
  return isRoleName(role) ? `roles.${role}` : null;
}
