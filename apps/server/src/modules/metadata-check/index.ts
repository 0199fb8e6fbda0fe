// The metadata check module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { metadataCheckModule } from './metadata-check.module.ts';
