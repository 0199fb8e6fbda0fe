import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { OrderPage } from './components/order-page';
import { OrderSearchPage } from './components/order-search-page';

/** `/:tenant/order`: the order search (`?q=…&status=…&type=…&from=…&to=…&sort=…&dir=…&page=…`). */
export const orderSearchRoute = { Component: OrderSearchPage } satisfies Partial<RouteObject>;

/**
 * `/:tenant/order/:id`: one order; accept, reject, share; `SharePanel` (the network's "Dela", which
 * the app passes in, as features never import each other) below it.
 */
export function orderViewRouteWith(SharePanel: ComponentType<{ id: string }>) {
  function OrderWithSharePanel() {
    return <OrderPage SharePanel={SharePanel} />;
  }
  return { Component: OrderWithSharePanel } satisfies Partial<RouteObject>;
}
