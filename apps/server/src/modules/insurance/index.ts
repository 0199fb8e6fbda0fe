// The insurance module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { insuranceModule } from './insurance.module.ts';
