// The tenancy module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { tenancyModule } from './tenancy.module.ts';
export { resolveCaller, resolveScopedTenant } from './tenant-context.service.ts';
export { createOrganization } from './tenant.repo.ts';
