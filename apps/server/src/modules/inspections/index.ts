// The inspections module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { inspectionsModule } from './inspections.module.ts';
