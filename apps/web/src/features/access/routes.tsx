import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RolesPage } from './components/roles-page';
import { UserCrumb } from './components/user-crumb';
import { UserPage } from './components/user-page';
import { UsersPage } from './components/users-page';

/** `/:tenant/admin/roles`: roles, groups and their permissions (administrators only). */
export const rolesAdminRoute = { Component: RolesPage } satisfies Partial<RouteObject>;

/**
 * `/:tenant/admin/users` and `users/:id`: the organisation's members. The list takes panels of
 * other features below it (the shell passes them in; features never import each other).
 */
export function usersAdminRoutesWith(panels: readonly ComponentType[]) {
  function UsersPageWithPanels() {
    return (
      <UsersPage>
        {panels.map((Panel, index) => (
          <Panel key={index} />
        ))}
      </UsersPage>
    );
  }
  return {
    list: { Component: UsersPageWithPanels } satisfies Partial<RouteObject>,
    detail: { Component: UserPage } satisfies Partial<RouteObject>,
    Crumb: UserCrumb,
  };
}
