import type { RouteObject } from 'react-router';
import { AdminOverviewPage } from './components/admin-overview-page';

/** `/:tenant/admin`: administrators only (the route guard sends everyone else home). */
export const adminOverviewRoute = { Component: AdminOverviewPage } satisfies Partial<RouteObject>;
