import type { RouteObject } from 'react-router';
import { DashboardPage, type DashboardViews } from './components/dashboard-page';

/**
 * `/:tenant` (dashboard), optionally `?view=assignments|calendar|inbox&calView=month|week|day&date=YYYY-MM-DD`.
 * Its views come from other features, which the app passes in (features never import each other).
 */
export function dashboardRouteWith(views: DashboardViews) {
  return {
    Component: function DashboardRoute() {
      return <DashboardPage views={views} />;
    },
  } satisfies Partial<RouteObject>;
}
