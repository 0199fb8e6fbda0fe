// The content module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { contentModule } from './content.module.ts';
