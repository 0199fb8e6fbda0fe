import { rolesAdminRoute, usersAdminRoutesWith } from '@/features/access/routes';
import { AvailabilitySection } from '@/features/availability/components/availability-section';
import { InvitationsPanel } from '@/features/invitations/components/invitations-panel';
import { LinkCodeSection } from '@/features/identity-links/components/link-code-section';
import { adminOverviewRouteWith, organizationRoute } from '@/features/admin/routes';
import { blueprintAdminRoutes } from '@/features/blueprints/routes';
import { documentTemplatesRoute } from '@/features/documents/routes';
import { emailAdminRoutes } from '@/features/email/routes';
import { formAdminRoutes } from '@/features/forms/routes';
import { lookupAdminRoutes } from '@/features/lookups/routes';
import { metadataCheckAdminRoute } from '@/features/metadata-check/routes';
import { setUpTransferAdminRoute } from '@/features/metadata-transfer/routes';
import { networkAdminRoute } from '@/features/network/routes';
import { orderAdminRoutes } from '@/features/orders/admin-routes';
import { ProjectsPanel } from '@/features/projects/components/projects-panel';
import { remarkLibraryAdminRoute } from '@/features/remark-library/routes';
import { sequencesAdminRoute } from '@/features/sequences/routes';
import { pricesAdminRoute } from '@/features/prices/routes';
import { accountingActivationRoutes, accountingAdminRoutes } from '@/features/accounting/routes';

/**
 * The "admin" chunk: administration pages (administrators only). The spec has no projects list
 * route, so project search and "Nytt projekt" are a panel of the admin overview; the invitations
 * are a panel of the users page, a member's availability and link code panels of the member's page.
 */
export const adminGroup = {
  overview: adminOverviewRouteWith([ProjectsPanel]),
  organization: organizationRoute,
  lookups: lookupAdminRoutes,
  orders: orderAdminRoutes,
  roles: rolesAdminRoute,
  users: usersAdminRoutesWith([InvitationsPanel], [AvailabilitySection, LinkCodeSection]),
  documentTemplates: documentTemplatesRoute,
  network: networkAdminRoute,
  email: emailAdminRoutes,
  sequences: sequencesAdminRoute,
  prices: pricesAdminRoute,
  accounting: accountingAdminRoutes,
  accountingActivation: accountingActivationRoutes,
  remarkLibrary: remarkLibraryAdminRoute,
  forms: formAdminRoutes,
  blueprints: blueprintAdminRoutes,
  metadataCheck: metadataCheckAdminRoute,
  setUpTransfer: setUpTransferAdminRoute,
};
