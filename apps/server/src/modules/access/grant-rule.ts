import { grantRefusalOf, type Standing } from '@syna/contracts/grant-rule';
import type { MessageRef } from '@syna/contracts/messages';
import type { Tx } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findMemberStanding } from './member-permissions.repo.ts';
import { listRoles } from './role.repo.ts';

export type { Standing } from '@syna/contracts/grant-rule';

/**
 * What a change gives someone, as the server's paths name it: roles gained and lost by name (the
 * firm's roles give their patterns), and patterns gained besides.
 */
export interface Grant {
  roles?: readonly string[];
  revokedRoles?: readonly string[];
  permissions?: readonly string[];
}

const NO_STANDING: Standing = { roles: [], permissions: [] };

/**
 * The one rule (`grantRefusalOf` in the contracts) for a grant in the transaction's firm, asked by
 * every path that gives a role, a permission or access: a role change, an invitation and its
 * acceptance, a group's members or patterns, a role's or a member's patterns, a link code and its
 * redemption, a share with a partner. Answers the refusal in Swedish, or null.
 */
export async function grantRefusal(tx: Tx, grantor: Standing, grant: Grant): Promise<MessageRef | null> {
  const names = grant.roles ?? [];
  const known = names.length === 0 ? [] : await listRoles(tx);
  // A name the firm has no role for gives no patterns, but is still weighed by its name.
  const roles = names.map((name) => known.find((role) => role.name === name) ?? { name, permissions: [] });
  return grantRefusalOf(grantor, { ...grant, roles });
}

/** The patterns of `after` that `before` did not have: what a change of patterns gives. */
export const gained = (before: readonly string[], after: readonly string[]): string[] =>
  after.filter((pattern) => !before.includes(pattern));

/** The rule for the caller of a request: 403 with the refusal, before anything changes. */
export async function assertMayGrant(
  context: Pick<RequestContext, 'tx' | 'roles' | 'permissions'>,
  grant: Grant,
): Promise<void> {
  const refusal = await grantRefusal(context.tx, context, grant);
  if (refusal) throw forbidden(refusal);
}

/**
 * A member's standing in the transaction's firm, by user id. Someone who is no longer a member
 * (or a deleted user, `null`) holds nothing, so what they gave and is still to take effect lapses.
 */
export async function standingOf(tx: Tx, userId: string | null): Promise<Standing> {
  if (userId === null) return NO_STANDING;
  return (await findMemberStanding(tx, userId)) ?? NO_STANDING;
}
