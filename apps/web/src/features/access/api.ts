import type { QueryClient } from '@tanstack/react-query';
import {
  groupEndpoints,
  memberEndpoints,
  permissionEndpoints,
  roleEndpoints,
} from '@syna/contracts/endpoints/roles-and-groups';
import { useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';

export const accessKeys = {
  all: (tenantId: string) => ['access', tenantId] as const,
  roles: (tenantId: string) => [...accessKeys.all(tenantId), 'roles'] as const,
  groups: (tenantId: string) => [...accessKeys.all(tenantId), 'groups'] as const,
  members: (tenantId: string) => [...accessKeys.all(tenantId), 'members'] as const,
  member: (tenantId: string, userId: string) => [...accessKeys.members(tenantId), userId] as const,
  groupMembers: (tenantId: string, groupId: string) =>
    [...accessKeys.groups(tenantId), groupId, 'members'] as const,
};

/** Roles and groups show counts of each other's members: any change reloads the page's lists. */
const refresh = (tenantId: string, queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: accessKeys.all(tenantId) });

export const useRoles = () =>
  useTenantQuery({
    key: accessKeys.roles,
    endpoint: roleEndpoints.list,
    request: {},
    pick: (response) => response.items,
  });

export const useGroups = () =>
  useTenantQuery({
    key: accessKeys.groups,
    endpoint: groupEndpoints.list,
    request: {},
    pick: (response) => response.items,
  });

export const useOrganizationMembers = () =>
  useTenantQuery({
    key: accessKeys.members,
    endpoint: memberEndpoints.list,
    request: {},
    pick: (response) => response.items,
  });

export const useGroupMembers = (groupId: string) =>
  useTenantQuery({
    key: (tenantId) => accessKeys.groupMembers(tenantId, groupId),
    endpoint: groupEndpoints.members,
    request: { params: { id: groupId } },
    pick: (response) => response.items,
  });

export const useCreateRole = () =>
  useTenantMutation({
    endpoint: roleEndpoints.create,
    request: (body: { name: string; permissions: string[] }) => ({ body }),
    notify: false,
    onSuccess: (_role, _body, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

export const useUpdateRole = () =>
  useTenantMutation({
    endpoint: roleEndpoints.update,
    request: ({ id, ...body }: { id: string; name?: string; permissions?: string[] }) => ({
      params: { id },
      body,
    }),
    notify: false,
    onSuccess: (_role, _body, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

export const useDeleteRole = () =>
  useTenantMutation({
    endpoint: roleEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

export const useCreateGroup = () =>
  useTenantMutation({
    endpoint: groupEndpoints.create,
    request: (name: string) => ({ body: { name } }),
    notify: false,
    onSuccess: (_group, _name, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

export const useRenameGroup = () =>
  useTenantMutation({
    endpoint: groupEndpoints.update,
    request: ({ id, name }: { id: string; name: string }) => ({
      params: { id },
      body: { name },
    }),
    notify: false,
    onSuccess: (_group, _body, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

export const useDeleteGroup = () =>
  useTenantMutation({
    endpoint: groupEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

export const useChangeGroupMembers = (groupId: string) =>
  useTenantMutation({
    endpoint: groupEndpoints.changeMembers,
    request: (body: { add?: string[]; remove?: string[] }) => ({
      params: { id: groupId },
      body,
    }),
    onSuccess: (_members, _body, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

/** `POST /permissions`: the patterns of a role, group or member, replacing theirs. */
export const useSetPermissions = () =>
  useTenantMutation({
    endpoint: permissionEndpoints.set,
    request: (body: { target: string; patterns: string[] }) => ({ body }),
    notify: false,
    onSuccess: (_result, _body, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

export const useMember = (userId: string) =>
  useTenantQuery({
    key: (tenantId) => accessKeys.member(tenantId, userId),
    endpoint: memberEndpoints.get,
    request: { params: { id: userId } },
  });

/** `POST /accounts/:id`: a member's roles, replacing theirs; the page shows a refusal itself. */
export const useChangeMemberRoles = (userId: string) =>
  useTenantMutation({
    endpoint: memberEndpoints.changeRoles,
    request: (roles: string[]) => ({ params: { id: userId }, body: { roles } }),
    notify: false,
    onSuccess: (_member, _roles, { tenantId, queryClient }) => refresh(tenantId, queryClient),
  });

export const useRemoveMember = (userId: string) =>
  useTenantMutation({
    endpoint: memberEndpoints.remove,
    request: () => ({ params: { id: userId } }),
    notify: false,
    // The lists are read again, not the removed member's page (that would turn into a 404 before it is left).
    onSuccess: (_result, _variables, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({
        queryKey: accessKeys.all(tenantId),
        predicate: (query) => query.queryKey[3] !== userId,
      }),
  });
