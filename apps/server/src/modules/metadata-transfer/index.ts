// The metadata transfer module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { metadataTransferModule } from './metadata-transfer.module.ts';
