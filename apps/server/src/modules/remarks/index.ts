// The remarks module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { remarksModule } from './remarks.module.ts';
