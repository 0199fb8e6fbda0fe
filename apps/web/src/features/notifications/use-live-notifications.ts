import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '@syna/contracts/notification';
import { useAuth } from '@/lib/auth/auth-context';
import { eventBus } from '@/lib/event-bus';
import { liveNotificationsUrl, openLiveSocket } from '@/lib/live/live-socket';
import { getSessionId } from '@/lib/session/session-id';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { addNotificationToCache, notificationKeys } from './api';

function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  if (value.type === 'ready') return true;
  return value.type === 'notification' && 'notification' in value && typeof value.notification === 'object';
}

/**
 * The live notification socket of the current tenant, opened on init when tenant, user and
 * session are known. New notifications go into the cached list and show a snackbar; after a
 * reconnection the list is read again.
 * Returns whether the socket is connected, for the avatar's live dot. Signing out closes it.
 */
export function useLiveNotifications(userId: string | null): boolean {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const { getAccessToken } = useAuth();

  useEffect(() => {
    if (!tenantId || !userId) return;
    const socket = openLiveSocket({
      url: liveNotificationsUrl(window.location, tenantId, getSessionId()),
      onConnectionChange: setConnected,
      renewToken: getAccessToken,
      // Back after a break (its server copy died or restarted): the list catches up on what came meanwhile.
      onReconnected: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list(tenantId) }),
      onMessage: (message) => {
        if (!isLiveMessage(message) || message.type !== 'notification') return;
        const { notification } = message;
        void addNotificationToCache(queryClient, tenantId, notification);
        eventBus.emit('notification', notification);
        showSnackbar({
          subject: notification.subject,
          body: notification.body,
          category: notification.category,
          timeout: notification.timeout,
        });
      },
    });
    const stopOnSignOut = eventBus.on('signOut', () => socket.close());
    return () => {
      stopOnSignOut();
      socket.close();
    };
  }, [queryClient, tenantId, userId, getAccessToken]);

  return connected;
}
