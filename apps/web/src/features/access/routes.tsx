import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RolesPage } from './components/roles-page';
import { UserCrumb } from './components/user-crumb';
import { UserPage } from './components/user-page';
import { UsersPage } from './components/users-page';

/** `/:tenant/admin/roles`: roles, groups and their permissions (administrators only). */
export const rolesAdminRoute = { Component: RolesPage } satisfies Partial<RouteObject>;

/** A panel of another feature on a member's page, about that member. */
export type MemberPanel = ComponentType<{ userId: string; name: string }>;

/**
 * `/:tenant/admin/users` and `users/:id`: the organisation's members. The list takes panels of
 * other features below it, a member's page panels about the member above the removal (the shell
 * passes them in; features never import each other).
 */
export function usersAdminRoutesWith(
  panels: readonly ComponentType[],
  memberPanels: readonly MemberPanel[] = [],
) {
  function UsersPageWithPanels() {
    return (
      <UsersPage>
        {panels.map((Panel, index) => (
          <Panel key={index} />
        ))}
      </UsersPage>
    );
  }
  function UserPageWithPanels() {
    return <UserPage panels={memberPanels} />;
  }
  return {
    list: { Component: UsersPageWithPanels } satisfies Partial<RouteObject>,
    detail: { Component: UserPageWithPanels } satisfies Partial<RouteObject>,
    Crumb: UserCrumb,
  };
}
