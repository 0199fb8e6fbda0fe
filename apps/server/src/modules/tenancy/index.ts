// The tenancy module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { tenancyModule } from './tenancy.module.ts';
export {
  addMember,
  createOrganization,
  enterTenant,
  findCallerMembership,
  findScopedTenant,
  isMember,
  isMemberByEmail,
  listTenantNames,
  listUserAccounts,
  unknownRoles,
  withTenantNames,
} from './membership.service.ts';
export {
  cachedCallers,
  resolveCaller,
  resolveJobActor,
  resolveScopedTenant,
  resolveTenantAndUser,
  resolveUser,
} from './tenant-context.service.ts';
export { findPublicPageTenant, type PublicPageTenant } from './public-page-tenant.service.ts';
export { storeTenantSettings } from './tenant-settings.service.ts';
