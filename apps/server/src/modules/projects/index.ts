// The projects module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { projectsModule } from './projects.module.ts';
export { estateDesignation, estateIdsOf } from './estate.repo.ts';
export { createEstate, requireEstate } from './estate.service.ts';
export { createProject, requireProject } from './project.service.ts';
export { projectSearchStatements } from './project.repo.ts';
