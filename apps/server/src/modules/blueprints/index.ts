// The blueprints module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { blueprintsModule } from './blueprints.module.ts';
export {
  blueprintReferences,
  changeBlueprint,
  createBlueprint,
  everyBlueprint,
} from './blueprint.service.ts';
export type { BlueprintReferences } from './blueprint.repo.ts';
