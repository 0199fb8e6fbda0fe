import type { Permissions } from '@syna/contracts/roles-and-groups';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { assertMayGrant, gained } from './grant-rule.ts';
import { findGroup, setGroupPermissions } from './group.repo.ts';
import { findMemberPermissions, setMemberPermissions } from './member-permissions.repo.ts';
import { findRole } from './role.repo.ts';
import { changeRolePermissions } from './role.service.ts';

const targetMissing = () => notFound({ key: 'access.permissionTargetMissing' });

/**
 * What holds permissions, found by its id: a role, a group or a member (by user id). Ids are
 * uuids, so one id names at most one of them.
 */
async function findTarget(context: RequestContext, target: string) {
  const role = await findRole(context.tx, target);
  if (role) return { kind: 'role' as const, patterns: role.permissions, role };
  const group = await findGroup(context.tx, target);
  if (group) return { kind: 'group' as const, patterns: group.permissions };
  const own = await findMemberPermissions(context.tx, target);
  if (own) return { kind: 'user' as const, patterns: own };
  throw targetMissing();
}

export async function getPermissions(context: RequestContext, target: string): Promise<Permissions> {
  const { kind, patterns } = await findTarget(context, target);
  return { target, kind, patterns };
}

/**
 * Replaces a target's patterns; they count from the next request on (the caller statement reads
 * them). The patterns a target gains go through the grant rule (a role's in `changeRolePermissions`).
 */
export async function setPermissions(
  context: RequestContext,
  change: { target: string; patterns: string[] },
): Promise<Permissions> {
  const found = await findTarget(context, change.target);
  if (found.kind !== 'role') {
    await assertMayGrant(context, { permissions: gained(found.patterns, change.patterns) });
  }
  if (found.kind === 'role') await changeRolePermissions(context, found.role, change.patterns);
  if (found.kind === 'group') await setGroupPermissions(context.tx, change.target, change.patterns);
  if (found.kind === 'user') await setMemberPermissions(context.tx, change.target, change.patterns);
  return getPermissions(context, change.target);
}
