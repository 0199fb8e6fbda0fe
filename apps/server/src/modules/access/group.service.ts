import { wholeList as asList, type ListResponse } from '@syna/contracts/list';
import type { Group, GroupMember } from '@syna/contracts/roles-and-groups';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { assertMayGrant } from './grant-rule.ts';
import {
  accountsOfUsers,
  addGroupMembers,
  deleteGroup,
  findGroup,
  groupNameTaken,
  insertGroup,
  listGroupMembers,
  listGroups,
  listGroupsOf,
  removeGroupMembers,
  renameGroup,
} from './group.repo.ts';

const groupMissing = () => notFound({ key: 'access.groupMissing' });
const nameTaken = (name: string) => conflict({ key: 'access.groupNameTaken', values: { name } });

export async function requireGroup(context: RequestContext, id: string): Promise<Group> {
  const group = await findGroup(context.tx, id);
  if (!group) throw groupMissing();
  return group;
}

/** Runs a write under a free name: no two groups share one (compared without case). */
async function withFreeName<T>(
  context: RequestContext,
  name: string,
  exceptId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  if (await groupNameTaken(context.tx, name, exceptId)) throw nameTaken(name);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export const listAllGroups = async (context: RequestContext) => asList(await listGroups(context.tx));

export async function createGroup(context: RequestContext, input: { name: string }): Promise<Group> {
  const id = await withFreeName(context, input.name, null, () =>
    insertGroup(context.tx, context.tenant.id, input.name),
  );
  return requireGroup(context, id);
}

export async function changeGroup(
  context: RequestContext,
  id: string,
  input: { name: string },
): Promise<Group> {
  await requireGroup(context, id);
  await withFreeName(context, input.name, id, () => renameGroup(context.tx, id, input.name));
  return requireGroup(context, id);
}

export async function removeGroup(context: RequestContext, id: string): Promise<void> {
  await requireGroup(context, id);
  await deleteGroup(context.tx, id);
}

export async function membersOfGroup(
  context: RequestContext,
  id: string,
): Promise<ListResponse<GroupMember>> {
  await requireGroup(context, id);
  return asList(await listGroupMembers(context.tx, id));
}

/**
 * Adds and removes members in one change. Every user named must be a member of the organisation
 * (400 naming the field otherwise, and nothing changes); adding a member twice or removing one
 * who is not in the group changes nothing. Those added gain the group's patterns, so adding goes
 * through the grant rule.
 */
export async function changeGroupMembers(
  context: RequestContext,
  id: string,
  change: { add: string[]; remove: string[] },
): Promise<ListResponse<GroupMember>> {
  const group = await requireGroup(context, id);
  const accounts = await accountsOfUsers(context.tx, [...change.add, ...change.remove]);
  const errors: FieldErrors = {};
  for (const side of ['add', 'remove'] as const) {
    change[side].forEach((userId, index) => {
      if (!accounts.has(userId)) errors[`body.${side}.${index}`] = [{ key: 'organisation.userNotMember' }];
    });
  }
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'organisation.userNotMember' }, errors);
  if (change.add.length > 0) await assertMayGrant(context, { permissions: group.permissions });
  const accountIds = (userIds: string[]) => userIds.map((userId) => accounts.get(userId)!);
  await removeGroupMembers(context.tx, id, accountIds(change.remove));
  await addGroupMembers(context.tx, context.tenant.id, id, accountIds(change.add));
  return asList(await listGroupMembers(context.tx, id));
}

/** The caller's own groups. */
export async function myGroups(context: RequestContext): Promise<ListResponse<Pick<Group, 'id' | 'name'>>> {
  const groups = await listGroupsOf(context.tx, context.account.id);
  return asList(groups.map(({ id, name }) => ({ id, name })));
}

/** The caller leaves one of their groups; a group they are not in answers 404 like an unknown one. */
export async function leaveGroup(context: RequestContext, id: string): Promise<void> {
  const left = await removeGroupMembers(context.tx, id, [context.account.id]);
  if (left === 0) throw groupMissing();
}
