import type { RouteObject } from 'react-router';
import { CalendarSettingsPage } from './components/calendar-settings-page';
import { OrderTypeCrumb } from './components/order-crumb';
import { OrderSettingsPage } from './components/order-settings-page';
import { OrderTypeListPage } from './components/order-type-list-page';
import { OrderTypePage } from './components/order-type-page';

/**
 * The order admin pages under `/:tenant/admin` (administrators only), kept apart from the staff
 * routes so that they load with the admin group.
 */
export const orderAdminRoutes = {
  /** `order`: the order page settings. */
  settings: { Component: OrderSettingsPage } satisfies Partial<RouteObject>,
  /** `calendar`: the booking calendar settings. */
  calendar: { Component: CalendarSettingsPage } satisfies Partial<RouteObject>,
  /** `order-type` and `order-type/:id`. */
  typeList: { Component: OrderTypeListPage } satisfies Partial<RouteObject>,
  typeDetail: { Component: OrderTypePage } satisfies Partial<RouteObject>,
  TypeCrumb: OrderTypeCrumb,
};
