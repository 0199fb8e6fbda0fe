import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { accountRoutes } from './account/account.routes.ts';
import { clientConfigRoutes } from './account/client-config.routes.ts';
import { initialDataRoutes } from './vb/initial-data.routes.ts';
import { profileRoutes } from './vb/profile.routes.ts';
import { tenantSettingsRoutes } from './vb/tenant-settings.routes.ts';
import { notificationRoutes } from './notifications/notification.routes.ts';
import { lookupRoutes } from './lookups/lookups.routes.ts';
import { projectsModule } from './projects/projects.module.ts';
import { contactsModule } from './contacts/contacts.module.ts';
import { contentModule } from './content/content.module.ts';
import { remarksModule } from './remarks/remarks.module.ts';
import { inspectionsModule } from './inspections/inspections.module.ts';
import { activitiesModule } from './activities/activities.module.ts';
import { ordersModule } from './orders/orders.module.ts';

/** Every API module, registered inside the access-controlled scope. A new module adds one line. */
export async function registerModules(api: FastifyInstance, config: AppConfig): Promise<void> {
  await api.register(clientConfigRoutes(config));
  await api.register(accountRoutes);
  await api.register(initialDataRoutes);
  await api.register(profileRoutes);
  await api.register(tenantSettingsRoutes);
  await api.register(notificationRoutes);
  await api.register(lookupRoutes);
  await projectsModule(api);
  await contactsModule(api);
  await contentModule(api);
  await remarksModule(api);
  await inspectionsModule(api);
  await activitiesModule(api);
  await ordersModule(api);
}
