import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus } from '@/lib/event-bus';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { orderKeys } from './query-keys';

/**
 * Whether a notification's route leads to an order: `/order/…`, also below a tenant
 * (`/acme/order/…`) or the app's base path (`/main/acme/order/…`).
 */
export function isOrderRoute(route: string | undefined): boolean {
  if (!route) return false;
  const path = route.replace(/^\/main(?=\/)/, '');
  return /^(?:\/[^/]+)?\/order(?:\/|$)/.test(path);
}

/**
 * Refreshes the inbox, the order search and the open order when a notification about an order
 * arrives live, so that staff see a new order come in without reloading.
 */
export function useOrderLiveRefresh(): void {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      eventBus.on('notification', (notification) => {
        if (isOrderRoute(notification.attributes.route)) {
          void queryClient.invalidateQueries({ queryKey: orderKeys.all(tenantId) });
        }
      }),
    [queryClient, tenantId],
  );
}
