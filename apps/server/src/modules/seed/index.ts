// The seed module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { createFirstOwner } from './first-owner.ts';
export { DEMO_FIRMS, DEMO_PEOPLE, seedDemoIfEmpty } from './demo-seed.ts';
export { isEmptyInstall } from './empty-install.ts';
export type { FirstOwnerInput } from './first-owner.ts';
