import type { RouteObject } from 'react-router';
import { PriceListPage } from './components/price-list-page';

export { AssignmentPriceTab, AssignmentPriceTotal } from './components/assignment-price-tab';

/** `/:tenant/admin/prices`: the firm's price list (administrators only). */
export const pricesAdminRoute = { Component: PriceListPage } satisfies Partial<RouteObject>;
