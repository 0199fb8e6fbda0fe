// The profile module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { profileModule } from './profile.module.ts';
