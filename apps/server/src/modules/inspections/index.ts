// The inspections module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { inspectionsModule } from './inspections.module.ts';
export { createInspection, getFormChoices, requireInspection } from './inspection.service.ts';
export { createProjectInspection } from './project-inspection.service.ts';
export { filesOfInspection } from './inspections.tables.ts';
