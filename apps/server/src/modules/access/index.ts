// The access module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { accessModule, assertMayGrant, grantRefusal, standingOf } from './access.module.ts';
