// The sequences module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { sequencesModule } from './sequences.module.ts';
export { drawNumberFor } from './sequence.service.ts';
