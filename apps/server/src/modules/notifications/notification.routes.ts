import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationCreateSchema,
  notificationListSchema,
  notificationSchema,
} from '@syna/contracts/notification';
import { ADMIN, MEMBER } from '../../platform/http/access.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { isMember } from '../tenancy/tenant.repo.ts';
import {
  countUnread,
  listNotifications,
  markRead,
  removeAllNotifications,
  removeNotification,
} from './notification.repo.ts';
import { notifyUser } from './notification.service.ts';

const tenantParams = z.object({ tenant: z.string() });
const notificationParams = tenantParams.extend({ id: z.uuid() });
const liveQuery = z.object({ session: z.string().regex(/^[\w-]{8,64}$/) });

/** The caller's notifications (list, open, remove) and the live socket that delivers new ones. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get(
    '/:tenant/v1/vb/notifications',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first',
        params: tenantParams,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const { tx, user } = tenantRequest(request);
      const items = await listNotifications(tx, user.id);
      return { items, total: items.length, unread: await countUnread(tx, user.id) };
    },
  );

  api.post(
    '/:tenant/v1/vb/notifications/:id/read',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Open a notification: it becomes read',
        params: notificationParams,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const { tx, user } = tenantRequest(request);
      const notification = await markRead(tx, user.id, request.params.id);
      if (!notification) throw notFound('Notisen finns inte');
      return notification;
    },
  );

  api.delete(
    '/:tenant/v1/vb/notifications/:id',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Remove one notification',
        params: notificationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { tx, user } = tenantRequest(request);
      if (!(await removeNotification(tx, user.id, request.params.id))) throw notFound('Notisen finns inte');
      void reply.code(204);
      return null;
    },
  );

  api.delete(
    '/:tenant/v1/vb/notifications',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Remove all of the caller’s notifications',
        params: tenantParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { tx, user } = tenantRequest(request);
      await removeAllNotifications(tx, user.id);
      void reply.code(204);
      return null;
    },
  );

  api.post(
    '/:tenant/v1/vb/admin/notifications',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Send a notification to a member of the organisation',
        params: tenantParams,
        body: notificationCreateSchema,
        response: { 201: notificationSchema },
      },
    },
    async (request, reply) => {
      const { tx, tenant } = tenantRequest(request);
      if (!(await isMember(tx, request.body.userId))) {
        throw badRequest('Mottagaren är inte medlem i organisationen', {
          'body.userId': ['Mottagaren är inte medlem i organisationen'],
        });
      }
      const notification = await notifyUser(tx, tenant.id, request.body);
      void reply.code(201);
      return notification;
    },
  );

  api.get(
    '/:tenant/v1/notifications/live',
    {
      websocket: true,
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Live notifications (WebSocket)',
        params: tenantParams,
        querystring: liveQuery,
      },
    },
    (socket, request) => {
      const context = tenantRequest(request);
      const { session } = request.query as z.infer<typeof liveQuery>;
      app.notificationHub.attach(context.tenant.id, context.user.id, session, socket);
    },
  );
}
