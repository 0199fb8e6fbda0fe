// The metadata module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { metadataModule } from './metadata.module.ts';
export { getMetadata, replaceMetadata } from './metadata.service.ts';
