import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AdminOverviewPage } from './components/admin-overview-page';
import { OrganizationPage } from './components/organization-page';

/** `/:tenant/admin`: administrators only (the route guard sends everyone else home). */
export const adminOverviewRoute = { Component: AdminOverviewPage } satisfies Partial<RouteObject>;

/** `/:tenant/admin/org`: the organisation's name, e-mail, address and logo. */
export const organizationRoute = { Component: OrganizationPage } satisfies Partial<RouteObject>;

/** The overview with panels of other features, which the shell passes in (features never import each other). */
export function adminOverviewRouteWith(panels: readonly ComponentType[]) {
  function AdminOverviewWithPanels() {
    return (
      <AdminOverviewPage>
        {panels.map((Panel, index) => (
          <Panel key={index} />
        ))}
      </AdminOverviewPage>
    );
  }
  return { Component: AdminOverviewWithPanels } satisfies Partial<RouteObject>;
}
