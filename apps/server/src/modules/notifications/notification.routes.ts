import type { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { NotificationHub } from './notification-hub.ts';
import {
  listenForNotifications,
  listMyNotifications,
  openNotification,
  removeAllMyNotifications,
  removeMyNotification,
  sendNotification,
} from './notification.service.ts';

/** The notifications' endpoints, each served by one service call; the hub holds the live sockets. */
export function notificationRoutes(hub: NotificationHub): EndpointHandlers<typeof notificationEndpoints> {
  return {
    list: (context) => listMyNotifications(context),
    markRead: (context, { params }) => openNotification(context, params.id),
    remove: (context, { params }) => removeMyNotification(context, params.id),
    removeAll: (context) => removeAllMyNotifications(context),
    send: (context, { body }) => sendNotification(context, body),
    live: (context, { query }, socket) => listenForNotifications(context, hub, query.session, socket),
  };
}
