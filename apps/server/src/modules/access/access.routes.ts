import type {
  groupEndpoints,
  memberEndpoints,
  permissionEndpoints,
  roleEndpoints,
} from '@syna/contracts/endpoints/roles-and-groups';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  changeGroup,
  changeGroupMembers,
  createGroup,
  leaveGroup,
  listAllGroups,
  membersOfGroup,
  myGroups,
  removeGroup,
} from './group.service.ts';
import {
  changeMemberRoles,
  getMember,
  listMembers,
  memberBySubject,
  removeMember,
} from './member.service.ts';
import { getPermissions, setPermissions } from './permission.service.ts';
import { changeRole, createRole, listAllRoles, removeRole } from './role.service.ts';

export function roleRoutes(): EndpointHandlers<typeof roleEndpoints> {
  return {
    list: (context) => listAllRoles(context),
    create: (context, { body }) => createRole(context, body),
    update: (context, { params, body }) => changeRole(context, params.id, body),
    remove: (context, { params }) => removeRole(context, params.id),
  };
}

export function permissionRoutes(): EndpointHandlers<typeof permissionEndpoints> {
  return {
    get: (context, { params }) => getPermissions(context, params.target),
    set: (context, { body }) => setPermissions(context, body),
  };
}

export function groupRoutes(): EndpointHandlers<typeof groupEndpoints> {
  return {
    list: (context) => listAllGroups(context),
    create: (context, { body }) => createGroup(context, body),
    update: (context, { params, body }) => changeGroup(context, params.id, body),
    remove: (context, { params }) => removeGroup(context, params.id),
    members: (context, { params }) => membersOfGroup(context, params.id),
    changeMembers: (context, { params, body }) => changeGroupMembers(context, params.id, body),
    mine: (context) => myGroups(context),
    leave: (context, { params }) => leaveGroup(context, params.id),
  };
}

export function memberRoutes(): EndpointHandlers<typeof memberEndpoints> {
  return {
    list: (context) => listMembers(context),
    users: (context) => listMembers(context),
    get: (context, { params }) => getMember(context, params.id),
    bySubject: (context, { query }) => memberBySubject(context, query.sub),
    changeRoles: (context, { params, body }) => changeMemberRoles(context, params.id, body),
    remove: (context, { params }) => removeMember(context, params.id),
  };
}
