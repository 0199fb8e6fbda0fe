// The activities module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { activitiesModule } from './activities.module.ts';
export { createActivity } from './activity.service.ts';
