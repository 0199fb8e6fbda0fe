// The maps module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { mapsModule } from './maps.module.ts';
// An outside provider's failure as a 502 with its status: the insurer's too.
export { ProviderProblem } from './provider-problem.ts';
