import type { RouteObject } from 'react-router';
import { NetworkAdminPage } from './components/network-admin-page';
import { PartnerHomePage } from './components/partner-home-page';
import { SharedInspectionPage, SharedOrderPage } from './components/shared-item-pages';

/** `/:tenant/admin/network`: the firm's partner network (administrators only). */
export const networkAdminRoute = { Component: NetworkAdminPage } satisfies Partial<RouteObject>;

/** `/network/:tenant`: another firm's network as its partner sees it. */
export const partnerHomeRoute = { Component: PartnerHomePage } satisfies Partial<RouteObject>;

/** `/network/:tenant/order/:id`: an order shared with the caller. */
export const sharedOrderRoute = { Component: SharedOrderPage } satisfies Partial<RouteObject>;

/** `/network/:tenant/inspection/:id`: an assignment shared with the caller. */
export const sharedInspectionRoute = { Component: SharedInspectionPage } satisfies Partial<RouteObject>;
