import type { RouteObject } from 'react-router';
import { RolesPage } from './components/roles-page';

/** `/:tenant/admin/roles`: roles, groups and their permissions (administrators only). */
export const rolesAdminRoute = { Component: RolesPage } satisfies Partial<RouteObject>;
