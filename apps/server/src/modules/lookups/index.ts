// The lookups module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { lookupsModule } from './lookups.module.ts';
export {
  contactRoleKind,
  inspectionBranchKind,
  inspectionStatusKind,
  inspectionTypeKind,
  type LookupItem,
  type LookupKind,
  type LookupScope,
  projectTypeKind,
  remarkGradeKind,
} from './lookup-kinds.ts';
export { lookupNameOf } from './lookup-names.ts';
export { findOrCreateContactRole } from './contact-role-by-name.repo.ts';
export {
  changeLookup,
  createLookup,
  findLookupItem,
  findUnknownLookupIds,
  remarkGradesById,
  getLookup,
  listInScope,
  removeLookup,
} from './lookup.service.ts';
export {
  addDefaultStatuses,
  DEFAULT_STATUSES,
  firstStatusOf,
  statusCategoryOf,
} from './status-category.service.ts';
