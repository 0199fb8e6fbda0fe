// The lookups module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { lookupsModule } from './lookups.module.ts';
