// The maps module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { mapsModule } from './maps.module.ts';
