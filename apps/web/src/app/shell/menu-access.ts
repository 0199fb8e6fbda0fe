import type { Permission, TenantFeature } from '@syna/contracts/permissions';
import { hasPermission } from '@syna/contracts/roles';

/** What a menu route may require; it shows only if the tenant has the feature and the user the permission. */
export interface MenuRequirement {
  feature?: TenantFeature;
  /** A permission, or several that are all needed. */
  permission?: Permission | readonly Permission[];
}

export interface MenuAccess {
  features: readonly string[];
  permissions: readonly string[];
}

/** A menu item shows only if the tenant has the route's feature and the user holds its permission. */
export function isMenuRouteVisible(route: MenuRequirement, access: MenuAccess): boolean {
  if (route.feature && !access.features.includes(route.feature)) return false;
  const needed = typeof route.permission === 'string' ? [route.permission] : (route.permission ?? []);
  if (!needed.every((permission) => hasPermission(access.permissions, permission))) return false;
  return true;
}

export function visibleMenuRoutes<Route extends MenuRequirement>(
  routes: readonly Route[],
  access: MenuAccess,
): Route[] {
  return routes.filter((route) => isMenuRouteVisible(route, access));
}
