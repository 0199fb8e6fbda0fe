// The network module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { networkModule } from './network.module.ts';
export { resolvePartner } from './network-caller.service.ts';
