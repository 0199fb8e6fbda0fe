// The seed module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { createFirstOwner } from './first-owner.ts';
