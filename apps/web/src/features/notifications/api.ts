import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@syna/contracts/notification';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantId } from '@/lib/session/use-tenant-id';
import {
  EMPTY_NOTIFICATION_LIST,
  withNotificationAdded,
  withNotificationRemoved,
  withNotificationUpdated,
} from './notification-cache';

export const notificationKeys = {
  list: (tenantId: string) => ['notifications', tenantId] as const,
};

export const notificationsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(tenantId),
    queryFn: ({ signal }) =>
      callEndpoint(notificationEndpoints.list, { params: { tenant: tenantId } }, { signal }),
  });

export function useNotifications() {
  const tenantId = useTenantId();
  return useQuery(notificationsQuery(tenantId));
}

function updateList(
  queryClient: QueryClient,
  tenantId: string,
  update: (list: NotificationList) => NotificationList,
) {
  queryClient.setQueryData<NotificationList>(notificationKeys.list(tenantId), (list) =>
    list ? update(list) : list,
  );
}

/** A notification arriving live: on top of the cached list, so the unread count rises at once. */
export function addNotificationToCache(
  queryClient: QueryClient,
  tenantId: string,
  notification: Notification,
): void {
  if (!queryClient.getQueryData(notificationKeys.list(tenantId))) {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list(tenantId) });
    return;
  }
  updateList(queryClient, tenantId, (list) => withNotificationAdded(list, notification));
}

export function useMarkNotificationRead() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(notificationEndpoints.markRead, { params: { tenant: tenantId, id } }),
    onSuccess: (notification) =>
      updateList(queryClient, tenantId, (list) => withNotificationUpdated(list, notification)),
  });
}

export function useRemoveNotification() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(notificationEndpoints.remove, { params: { tenant: tenantId, id } }),
    onSuccess: (_result, id) =>
      updateList(queryClient, tenantId, (list) => withNotificationRemoved(list, id)),
  });
}

export function useClearNotifications() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(notificationEndpoints.removeAll, { params: { tenant: tenantId } }),
    onSuccess: () => queryClient.setQueryData(notificationKeys.list(tenantId), EMPTY_NOTIFICATION_LIST),
  });
}
