// The events module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { eventsModule } from './events.module.ts';
export { eventPageStatement } from './event.repo.ts';
export { recordWrite, recordWriteInFirmsOf } from './event.service.ts';
export { describeChange, type ChangeDescription } from './change-description.ts';
