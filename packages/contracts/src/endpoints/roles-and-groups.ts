import { listResponseSchema } from '../list.ts';
import {
  groupInputSchema,
  groupMemberSchema,
  groupMembersChangeSchema,
  groupSchema,
  memberBySubjectQuerySchema,
  memberRolesChangeSchema,
  organizationMemberDetailSchema,
  organizationMemberSchema,
  permissionsChangeSchema,
  permissionsSchema,
  roleCreateSchema,
  roleSchema,
  roleUpdateSchema,
} from '../roles-and-groups.ts';
import { ADMIN, MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'account';
const organization = '/v1/account/organizations/:tenant';
const roleParams = tenantAnd('id', 'access.roleMissing');
const groupParams = tenantAnd('id', 'access.groupMissing');
const memberParams = tenantAnd('id', 'organisation.userNotMember');

/** The organisation's roles: the built-in ones and its own, kept by administrators. */
export const roleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/account/user/organization/roles',
    access: ADMIN,
    service,
    summary: 'The roles of the organisation: built-in and its own, with their permissions',
    params: tenantParams,
    response: listResponseSchema(roleSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: `${organization}/roles`,
    access: ADMIN,
    service,
    summary: 'Add a role of the organisation with its permission patterns',
    params: tenantParams,
    body: roleCreateSchema,
    status: 201,
    response: roleSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${organization}/roles/:id`,
    access: ADMIN,
    service,
    summary: 'Rename a role of the organisation or change its patterns (built-in roles keep their names)',
    params: roleParams,
    body: roleUpdateSchema,
    response: roleSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${organization}/roles/:id`,
    access: ADMIN,
    service,
    summary: 'Delete a role of the organisation; the members holding it lose it',
    params: roleParams,
    status: 204,
  }),
};

/** The permission patterns of one target: a role, a group or a member, named by its id. */
export const permissionEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/account/permissions/:target',
    access: ADMIN,
    service,
    summary: 'The permission patterns of a role, group or user',
    params: tenantAnd('target', 'access.permissionTargetMissing'),
    response: permissionsSchema,
  }),
  set: endpoint({
    method: 'POST',
    path: '/:tenant/v1/account/permissions',
    access: ADMIN,
    service,
    summary: 'Set the permission patterns of a role, group or user (they replace the ones it had)',
    params: tenantParams,
    body: permissionsChangeSchema,
    response: permissionsSchema,
  }),
};

/** Groups of members, whose permissions count for each member; kept by administrators. */
export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${organization}/groups`,
    access: ADMIN,
    service,
    summary: 'The groups of the organisation',
    params: tenantParams,
    response: listResponseSchema(groupSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: `${organization}/groups`,
    access: ADMIN,
    service,
    summary: 'Create a group',
    params: tenantParams,
    body: groupInputSchema,
    status: 201,
    response: groupSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${organization}/groups/:id`,
    access: ADMIN,
    service,
    summary: 'Rename a group',
    params: groupParams,
    body: groupInputSchema,
    response: groupSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${organization}/groups/:id`,
    access: ADMIN,
    service,
    summary: 'Delete a group; its members stay in the organisation',
    params: groupParams,
    status: 204,
  }),
  members: endpoint({
    method: 'GET',
    path: `${organization}/groups/:id/members`,
    access: ADMIN,
    service,
    summary: 'The members of a group',
    params: groupParams,
    response: listResponseSchema(groupMemberSchema),
  }),
  changeMembers: endpoint({
    method: 'POST',
    path: `${organization}/groups/:id`,
    access: ADMIN,
    service,
    summary: 'Add and remove members of a group (by user id); answers its members',
    params: groupParams,
    body: groupMembersChangeSchema,
    response: listResponseSchema(groupMemberSchema),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/:tenant/v1/account/user/groups',
    access: MEMBER,
    service,
    summary: 'The groups the caller belongs to',
    params: tenantParams,
    response: listResponseSchema(groupSchema.pick({ id: true, name: true })),
  }),
  leave: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/account/user/groups/:id',
    access: MEMBER,
    service,
    summary: 'Leave a group',
    params: groupParams,
    status: 204,
  }),
};

/**
 * The organisation's members (users with an account in it), named by their user id: the users'
 * administration, and the lists the groups and roles pages pick members from.
 */
export const memberEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${organization}/users`,
    access: ADMIN,
    service,
    summary: 'The members of the organisation with their roles, own permission patterns and last sign-in',
    params: tenantParams,
    response: listResponseSchema(organizationMemberSchema),
  }),
  users: endpoint({
    method: 'GET',
    path: '/:tenant/v1/account/user/organization/users',
    access: ADMIN,
    service,
    summary: 'The members of the organisation with their roles and last sign-in, by name',
    params: tenantParams,
    response: listResponseSchema(organizationMemberSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: `${organization}/users/:id`,
    access: ADMIN,
    service,
    summary: 'One member (by user id) with roles, groups, own permission patterns and last sign-in',
    params: memberParams,
    response: organizationMemberDetailSchema,
  }),
  bySubject: endpoint({
    method: 'GET',
    path: '/:tenant/v1/account/accounts',
    access: ADMIN,
    service,
    summary: "The member signed in with the issuer's subject `sub`: one item, or none",
    params: tenantParams,
    query: memberBySubjectQuerySchema,
    response: listResponseSchema(organizationMemberSchema),
  }),
  changeRoles: endpoint({
    method: 'POST',
    path: '/:tenant/v1/account/accounts/:id',
    access: ADMIN,
    service,
    summary:
      "Replace a member's roles (by user id). Only an owner grants or takes the owner role; the last owner keeps it",
    params: memberParams,
    body: memberRolesChangeSchema,
    response: organizationMemberDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${organization}/users/:id`,
    access: ADMIN,
    service,
    summary:
      'Remove a member from the organisation; their work stays, attributed to them. The last owner stays',
    params: memberParams,
    status: 204,
  }),
};
