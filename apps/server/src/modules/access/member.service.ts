import { wholeList, type ListResponse } from '@syna/contracts/list';
import type { OrganizationMember, OrganizationMemberDetail } from '@syna/contracts/roles-and-groups';
import { badRequest, conflict, forbidden, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import {
  deleteMember,
  findMemberBySubject,
  findOrganizationMember,
  groupsOfMember,
  listOrganizationMembers,
  lockOwners,
  setMemberRoles,
} from './member.repo.ts';
import { assertMayGrant, grantRefusal } from './grant-rule.ts';
import { listRoles } from './role.repo.ts';

const OWNER = 'owner';

// Another firm's user is not a member here either: the same 404 as an unknown id.
const memberMissing = () => notFound({ key: 'organisation.userNotMember' });
const lastOwner = () => conflict({ key: 'access.lastOwner' });

async function requireMember(context: RequestContext, userId: string): Promise<OrganizationMember> {
  const member = await findOrganizationMember(context.tx, userId);
  if (!member) throw memberMissing();
  return member;
}

/**
 * Keeps the firm in someone's hands before a member loses the owner role (a removal loses it):
 * the last owner never does (409), which also keeps the last administrator, as an owner is one.
 * The owners are locked while counting, so two owners demoting each other cannot both succeed.
 */
async function keepAnOwner(context: RequestContext, member: OrganizationMember): Promise<void> {
  if (!member.roles.includes(OWNER)) return;
  if ((await lockOwners(context.tx)).every((userId) => userId === member.userId)) throw lastOwner();
}

export const listMembers = async (context: RequestContext): Promise<ListResponse<OrganizationMember>> =>
  wholeList(await listOrganizationMembers(context.tx));

export async function getMember(context: RequestContext, userId: string): Promise<OrganizationMemberDetail> {
  const member = await requireMember(context, userId);
  return { ...member, groups: await groupsOfMember(context.tx, userId) };
}

/** The member with the issuer's subject: a list of one, or an empty one. */
export async function memberBySubject(
  context: RequestContext,
  subject: string,
): Promise<ListResponse<OrganizationMember>> {
  const member = await findMemberBySubject(context.tx, subject);
  return wholeList(member ? [member] : []);
}

/**
 * Replaces a member's roles. Each must be a role of the organisation (400 naming the unknown ones,
 * and nothing changes). The roles gained and lost go through the one grant rule (403), and the last
 * owner keeps the role (409). The new roles count from the member's next request.
 */
export async function changeMemberRoles(
  context: RequestContext,
  userId: string,
  change: { roles: string[] },
): Promise<OrganizationMemberDetail> {
  const member = await requireMember(context, userId);
  const known = new Set((await listRoles(context.tx)).map((role) => role.name));
  const errors: FieldErrors = {};
  change.roles.forEach((role, index) => {
    if (!known.has(role))
      errors[`body.roles.${index}`] = [{ key: 'access.memberRoleUnknown', values: { role } }];
  });
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'access.roleMissing' }, errors);
  const roles = [...new Set(change.roles)];
  await assertMayGrant(context, {
    roles: roles.filter((role) => !member.roles.includes(role)),
    revokedRoles: member.roles.filter((role) => !roles.includes(role)),
  });
  if (!roles.includes(OWNER)) await keepAnOwner(context, member);
  await setMemberRoles(context.tx, userId, roles);
  return getMember(context, userId);
}

/**
 * Removes a member from the organisation: their account goes (their next request answers 403),
 * their work stays attributed to them. Only an owner removes an owner (403),
 * and the last owner stays (409), even by their own hand.
 */
export async function removeMember(context: RequestContext, userId: string): Promise<void> {
  const member = await requireMember(context, userId);
  // A removal takes every role: the one rule decides, worded for a removal.
  if (await grantRefusal(context.tx, context, { revokedRoles: member.roles })) {
    throw forbidden({ key: 'access.ownerRemovalByOwner' });
  }
  await keepAnOwner(context, member);
  await deleteMember(context.tx, context.tenant.id, userId);
}
