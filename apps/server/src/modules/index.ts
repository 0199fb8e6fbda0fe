import type { FastifyInstance } from 'fastify';
import { accountModule } from './account/account.module.ts';
import { profileModule } from './profile/profile.module.ts';
import { tenancyModule } from './tenancy/tenancy.module.ts';
import { accessModule } from './access/access.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { lookupsModule } from './lookups/lookups.module.ts';
import { projectsModule } from './projects/projects.module.ts';
import { contactsModule } from './contacts/contacts.module.ts';
import { contentModule } from './content/content.module.ts';
import { documentsModule } from './documents/documents.module.ts';
import { remarksModule } from './remarks/remarks.module.ts';
import { inspectionsModule } from './inspections/inspections.module.ts';
import { activitiesModule } from './activities/activities.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import { eventsModule } from './events/events.module.ts';
import { invitationsModule } from './invitations/invitations.module.ts';
import { identityLinksModule } from './identity-links/identity-links.module.ts';
import { metadataModule } from './metadata/metadata.module.ts';
import { networkModule } from './network/network.module.ts';
import { emailModule } from './email/email.module.ts';
import { sequencesModule } from './sequences/sequences.module.ts';
import { reportsModule } from './reports/reports.module.ts';

/** Every API module, registered inside the access-controlled scope. A new module adds one line. */
export async function registerModules(api: FastifyInstance): Promise<void> {
  await accountModule(api);
  await profileModule(api);
  await tenancyModule(api);
  await accessModule(api);
  await notificationsModule(api);
  await lookupsModule(api);
  await projectsModule(api);
  await contactsModule(api);
  await contentModule(api);
  await documentsModule(api);
  await remarksModule(api);
  await inspectionsModule(api);
  await activitiesModule(api);
  await ordersModule(api);
  await eventsModule(api);
  await invitationsModule(api);
  await identityLinksModule(api);
  await metadataModule(api);
  await networkModule(api);
  await emailModule(api);
  await sequencesModule(api);
  await reportsModule(api);
}
