import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { accountRoutes } from './account/account.routes.ts';
import { clientConfigRoutes } from './account/client-config.routes.ts';
import { initialDataRoutes } from './vb/initial-data.routes.ts';
import { profileRoutes } from './vb/profile.routes.ts';
import { tenantSettingsRoutes } from './vb/tenant-settings.routes.ts';
import { notificationRoutes } from './notifications/notification.routes.ts';
import { lookupRoutes } from './lookups/lookups.routes.ts';
import { projectModuleRoutes } from './projects/projects.routes.ts';
import { contactsModule } from './contacts/contacts.module.ts';
import { contentModule } from './content/content.module.ts';
import { remarksModule } from './remarks/remarks.module.ts';
import { inspectionModule } from './inspections/inspection-module.ts';
import { activityRoutes } from './activities/activity.routes.ts';
import { ordersModule } from './orders/orders-module.ts';

/** Every API module, registered inside the access-controlled scope. A new module adds one line. */
export async function registerModules(api: FastifyInstance, config: AppConfig): Promise<void> {
  await api.register(clientConfigRoutes(config));
  await api.register(accountRoutes);
  await api.register(initialDataRoutes);
  await api.register(profileRoutes);
  await api.register(tenantSettingsRoutes);
  await api.register(notificationRoutes);
  await api.register(lookupRoutes);
  await api.register(projectModuleRoutes);
  await contactsModule(api);
  await contentModule(api);
  await remarksModule(api);
  await api.register(inspectionModule);
  await api.register(activityRoutes);
  await api.register(ordersModule);
}
