import type { Notification, NotificationList } from '@syna/contracts/notification';

export const EMPTY_NOTIFICATION_LIST: NotificationList = { items: [], total: 0, unread: 0 };

/** A live notification goes on top; the unread count goes up unless it is already read. */
export function withNotificationAdded(list: NotificationList, notification: Notification): NotificationList {
  const existing = list.items.find((item) => item.id === notification.id);
  if (existing) return withNotificationUpdated(list, notification);
  return {
    items: [notification, ...list.items],
    total: list.total + 1,
    unread: list.unread + (notification.read ? 0 : 1),
  };
}

export function withNotificationUpdated(
  list: NotificationList,
  notification: Notification,
): NotificationList {
  const previous = list.items.find((item) => item.id === notification.id);
  if (!previous) return list;
  const unreadChange = (notification.read ? 0 : 1) - (previous.read ? 0 : 1);
  return {
    ...list,
    items: list.items.map((item) => (item.id === notification.id ? notification : item)),
    unread: Math.max(0, list.unread + unreadChange),
  };
}

export function withNotificationRemoved(list: NotificationList, id: string): NotificationList {
  const removed = list.items.find((item) => item.id === id);
  if (!removed) return list;
  return {
    items: list.items.filter((item) => item.id !== id),
    total: Math.max(0, list.total - 1),
    unread: Math.max(0, list.unread - (removed.read ? 0 : 1)),
  };
}

/**
 * Where opening a notification leads: a path inside the staff app (`/acme/order/1`, also given
 * as `/main/acme/order/1`); anything else (another site) is ignored.
 */
export function notificationTarget(route: string | undefined): string | null {
  if (!route || !route.startsWith('/') || route.startsWith('//')) return null;
  if (route === '/main' || route.startsWith('/main/')) return route.slice('/main'.length) || '/';
  return route;
}
