// The projects module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { projectsModule } from './projects.module.ts';
export { createEstate } from './estate.service.ts';
export { createProject } from './project.service.ts';
export { projectSearchStatements } from './project.repo.ts';
