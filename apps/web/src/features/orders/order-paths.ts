import { orderFilterParams, type OrderFilter } from './order-filter';

const tenantBase = (tenantId: string) => `/${encodeURIComponent(tenantId)}`;

/** `/:tenant/order`, with a search's query string when given. */
export function orderListPath(tenantId: string, filter?: OrderFilter): string {
  const query = filter ? orderFilterParams(filter).toString() : '';
  return `${tenantBase(tenantId)}/order${query ? `?${query}` : ''}`;
}

export const orderPath = (tenantId: string, id: string) =>
  `${tenantBase(tenantId)}/order/${encodeURIComponent(id)}`;

/** The assignment an accepted order became. */
export const inspectionPath = (tenantId: string, id: string) =>
  `${tenantBase(tenantId)}/inspections/${encodeURIComponent(id)}`;

export const orderTypePath = (tenantId: string, id?: string) =>
  `${tenantBase(tenantId)}/admin/order-type${id ? `/${encodeURIComponent(id)}` : ''}`;

/** The order page and booking calendar settings. */
export const orderSettingsPath = (tenantId: string) => `${tenantBase(tenantId)}/admin/order`;
export const calendarSettingsPath = (tenantId: string) => `${tenantBase(tenantId)}/admin/calendar`;

/** The firm's public order page and booking calendar (outside the staff app's base path). */
export const publicOrderPageUrl = (tenantId: string) => `/web/${encodeURIComponent(tenantId)}`;
export const publicCalendarUrl = (tenantId: string) => `${publicOrderPageUrl(tenantId)}/calendar`;
