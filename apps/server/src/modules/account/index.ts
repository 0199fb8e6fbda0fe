// The account module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { accountModule } from './account.module.ts';
export { clientConfigOf } from './client-config.service.ts';
