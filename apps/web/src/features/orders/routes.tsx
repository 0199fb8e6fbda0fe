import type { RouteObject } from 'react-router';
import { OrderPage } from './components/order-page';
import { OrderSearchPage } from './components/order-search-page';

/** `/:tenant/order`: the order search (`?q=…&status=…&type=…&from=…&to=…&sort=…&dir=…&page=…`). */
export const orderSearchRoute = { Component: OrderSearchPage } satisfies Partial<RouteObject>;

/** `/:tenant/order/:id`: one order; accept, reject, share. */
export const orderViewRoute = { Component: OrderPage } satisfies Partial<RouteObject>;
