import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { accountRoutes } from './account/account.routes.ts';
import { clientConfigRoutes } from './account/client-config.routes.ts';
import { initialDataRoutes } from './vb/initial-data.routes.ts';
import { profileRoutes } from './vb/profile.routes.ts';
import { notificationRoutes } from './notifications/notification.routes.ts';

/** Every API module, registered inside the access-controlled scope. A new module adds one line. */
export async function registerModules(api: FastifyInstance, config: AppConfig): Promise<void> {
  await api.register(clientConfigRoutes(config));
  await api.register(accountRoutes);
  await api.register(initialDataRoutes);
  await api.register(profileRoutes);
  await api.register(notificationRoutes);
}
