// The users module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { type RequestOrigin, provisionUser } from './user-provisioning.ts';
