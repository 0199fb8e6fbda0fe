import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { notificationRoutes } from './notification.routes.ts';

/** The caller's notifications, sending one to a member, and the live socket that delivers new ones. */
export async function notificationsModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, notificationEndpoints, notificationRoutes(api.notificationHub));
}
