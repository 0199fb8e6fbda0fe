// The availability module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { availabilityModule } from './availability.module.ts';
