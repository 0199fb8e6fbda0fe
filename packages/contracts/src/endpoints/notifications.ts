import { z } from 'zod';
import { notificationCreateSchema, notificationListSchema, notificationSchema } from '../notification.ts';
import { ADMIN, MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'notifications';
const notificationParams = tenantParams.extend({ id: z.uuid() });
/** The browser tab's own session id: a user's sockets are told apart by it. */
const liveQuery = z.object({ session: z.string().regex(/^[\w-]{8,64}$/) });

/** The caller's notifications (list, open, remove), sending one, and the live socket that delivers new ones. */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/notifications',
    access: MEMBER,
    service,
    summary: 'The caller’s notifications, newest first',
    params: tenantParams,
    response: notificationListSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/notifications/:id/read',
    access: MEMBER,
    service,
    summary: 'Open a notification: it becomes read',
    params: notificationParams,
    response: notificationSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/vb/notifications/:id',
    access: MEMBER,
    service,
    summary: 'Remove one notification',
    params: notificationParams,
    status: 204,
  }),
  removeAll: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/vb/notifications',
    access: MEMBER,
    service,
    summary: 'Remove all of the caller’s notifications',
    params: tenantParams,
    status: 204,
  }),
  send: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/notifications',
    access: ADMIN,
    service,
    summary: 'Send a notification to a member of the organisation',
    params: tenantParams,
    body: notificationCreateSchema,
    status: 201,
    response: notificationSchema,
  }),
  live: endpoint({
    method: 'GET',
    path: '/:tenant/v1/notifications/live',
    access: MEMBER,
    service,
    summary: 'Live notifications (WebSocket)',
    params: tenantParams,
    query: liveQuery,
    transport: 'socket',
  }),
};
