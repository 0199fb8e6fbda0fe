import type { FastifyInstance } from 'fastify';
import { accountModule } from './account/account.module.ts';
import { profileModule } from './profile/profile.module.ts';
import { tenancyModule } from './tenancy/tenancy.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { lookupsModule } from './lookups/lookups.module.ts';
import { projectModuleRoutes } from './projects/projects.routes.ts';
import { contactsModule } from './contacts/contacts.module.ts';
import { contentRoutes } from './content/content.routes.ts';
import { remarksModule } from './remarks/remarks.routes.ts';
import { inspectionModule } from './inspections/inspection-module.ts';
import { activityRoutes } from './activities/activity.routes.ts';
import { ordersModule } from './orders/orders-module.ts';

/** Every API module, registered inside the access-controlled scope. A new module adds one line. */
export async function registerModules(api: FastifyInstance): Promise<void> {
  await accountModule(api);
  await profileModule(api);
  await tenancyModule(api);
  await notificationsModule(api);
  await lookupsModule(api);
  await api.register(projectModuleRoutes);
  await contactsModule(api);
  await api.register(contentRoutes);
  await api.register(remarksModule);
  await api.register(inspectionModule);
  await api.register(activityRoutes);
  await api.register(ordersModule);
}
