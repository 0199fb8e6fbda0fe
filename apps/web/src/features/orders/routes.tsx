import type { RouteObject } from 'react-router';
import { OrderPage, type OrderPanels } from './components/order-page';
import { OrderSearchPage } from './components/order-search-page';

/** `/:tenant/order`: the order search (`?q=…&status=…&type=…&from=…&to=…&sort=…&dir=…&page=…`). */
export const orderSearchRoute = { Component: OrderSearchPage } satisfies Partial<RouteObject>;

/**
 * `/:tenant/order/:id`: one order; accept, reject, share; the panels of other features below it
 * (the app passes them in, as features never import each other).
 */
export function orderViewRouteWith(panels: OrderPanels) {
  function OrderWithPanels() {
    return <OrderPage {...panels} />;
  }
  return { Component: OrderWithPanels } satisfies Partial<RouteObject>;
}
