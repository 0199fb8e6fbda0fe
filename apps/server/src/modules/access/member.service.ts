import { wholeList, type ListResponse } from '@syna/contracts/list';
import { isOwner } from '@syna/contracts/roles';
import type { OrganizationMember, OrganizationMemberDetail } from '@syna/contracts/roles-and-groups';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/problem.ts';
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
import { listRoles } from './role.repo.ts';

const OWNER = 'owner';

// Another firm's user is not a member here either: the same 404 as an unknown id.
const memberMissing = () => notFound('Användaren är inte medlem i organisationen');
const lastOwner = () => conflict('Organisationen måste ha minst en ägare. Gör någon annan till ägare först.');

/** The refusals of one kind of change to an owner, worded for what the administrator tried. */
interface OwnerRuleMessages {
  notOwner: string;
}
const roleChangeRule: OwnerRuleMessages = {
  notOwner: 'Bara en ägare kan ge eller ta ifrån någon ägarrollen',
};
const removalRule: OwnerRuleMessages = { notOwner: 'Bara en ägare kan ta bort en ägare' };

async function requireMember(context: RequestContext, userId: string): Promise<OrganizationMember> {
  const member = await findOrganizationMember(context.tx, userId);
  if (!member) throw memberMissing();
  return member;
}

/**
 * The rules that keep the firm in someone's hands, checked before a member gains or loses the
 * owner role (a removal loses it): only an owner may do that (403), and the last owner never
 * loses it (409) — which also keeps the last administrator, as an owner is one.
 */
async function checkOwnerChange(
  context: RequestContext,
  member: OrganizationMember,
  staysOwner: boolean,
  messages: OwnerRuleMessages,
): Promise<void> {
  const wasOwner = member.roles.includes(OWNER);
  if (wasOwner === staysOwner) return;
  if (!isOwner(context.roles)) throw forbidden(messages.notOwner);
  if (wasOwner && (await lockOwners(context.tx)).every((userId) => userId === member.userId)) {
    throw lastOwner();
  }
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
 * and nothing changes); the owner rules apply. The new roles count from the member's next request.
 */
export async function changeMemberRoles(
  context: RequestContext,
  userId: string,
  change: { roles: string[] },
): Promise<OrganizationMemberDetail> {
  const member = await requireMember(context, userId);
  const known = new Set((await listRoles(context.tx)).map((role) => role.name));
  const errors: Record<string, string[]> = {};
  change.roles.forEach((role, index) => {
    if (!known.has(role)) errors[`body.roles.${index}`] = [`Rollen ${role} finns inte`];
  });
  if (Object.keys(errors).length > 0) throw badRequest('Rollen finns inte', errors);
  const roles = [...new Set(change.roles)];
  await checkOwnerChange(context, member, roles.includes(OWNER), roleChangeRule);
  await setMemberRoles(context.tx, userId, roles);
  return getMember(context, userId);
}

/**
 * Removes a member from the organisation: their account goes (their next request answers 403),
 * their work stays attributed to them. The owner rules apply, to the caller themselves too.
 */
export async function removeMember(context: RequestContext, userId: string): Promise<void> {
  const member = await requireMember(context, userId);
  await checkOwnerChange(context, member, false, removalRule);
  await deleteMember(context.tx, context.tenant.id, userId);
}
