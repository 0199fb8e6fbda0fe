import type { TenantApi } from '@/lib/http/endpoint-client';
import { apiDownload } from '@/lib/http/http-client';
import { saveFile } from '@/lib/download/save-file';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationAttachment, NotificationList } from '@syna/contracts/notification';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import {
  EMPTY_NOTIFICATION_LIST,
  withNotificationAdded,
  withNotificationRemoved,
  withNotificationUpdated,
} from './notification-cache';

export const notificationKeys = {
  list: (tenantId: string) => ['notifications', tenantId] as const,
};

export const notificationsQuery = (api: TenantApi) =>
  queryOptions({
    queryKey: notificationKeys.list(api.tenantId),
    queryFn: ({ signal }) => api.call(notificationEndpoints.list, {}, { signal }),
  });

export function useNotifications() {
  return useQuery(notificationsQuery(useTenantApi()));
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

/**
 * A notification arriving live: on top of the cached list, so the unread count rises at once.
 * A list fetch in flight began before this notification existed and would answer without it
 * (react-query shares a fetch in flight rather than starting another), so it is cancelled and
 * the list fetched anew.
 */
export async function addNotificationToCache(
  queryClient: QueryClient,
  tenantId: string,
  notification: Notification,
): Promise<void> {
  const queryKey = notificationKeys.list(tenantId);
  const fetching = queryClient.isFetching({ queryKey }) > 0;
  if (fetching) await queryClient.cancelQueries({ queryKey });
  updateList(queryClient, tenantId, (list) => withNotificationAdded(list, notification));
  if (fetching || !queryClient.getQueryData(queryKey)) await queryClient.invalidateQueries({ queryKey });
}

export function useMarkNotificationRead() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(notificationEndpoints.markRead, { params: { id } }),
    onSuccess: (notification) =>
      updateList(queryClient, api.tenantId, (list) => withNotificationUpdated(list, notification)),
  });
}

export function useRemoveNotification() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(notificationEndpoints.remove, { params: { id } }),
    onSuccess: (_result, id) =>
      updateList(queryClient, api.tenantId, (list) => withNotificationRemoved(list, id)),
  });
}

export function useClearNotifications() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(notificationEndpoints.removeAll, {}),
    onSuccess: () => queryClient.setQueryData(notificationKeys.list(api.tenantId), EMPTY_NOTIFICATION_LIST),
  });
}

/**
 * Hands a notification's file to the browser's download, under its name. The address is the
 * firm's own API (the server accepts no other), called with the current token.
 */
export async function downloadNotificationAttachment(attachment: NotificationAttachment): Promise<void> {
  const { blob, filename } = await apiDownload(attachment.url);
  saveFile(blob, filename ?? attachment.name);
}
