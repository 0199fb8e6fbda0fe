import type { RouteObject } from 'react-router';
import { DashboardPage } from './components/dashboard-page';

/** `/:tenant` (dashboard), optionally `?view=assignments|calendar|inbox&date=YYYY-MM-DD`. */
export const dashboardRoute = { Component: DashboardPage } satisfies Partial<RouteObject>;
